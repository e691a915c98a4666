-- AlterTable
ALTER TABLE "GitSync" ADD COLUMN     "errorActionLabel" TEXT,
ADD COLUMN     "errorActionUrl" TEXT;
