-- AlterTable
ALTER TABLE "Revision" ADD COLUMN     "searchIndexed" BOOLEAN NOT NULL DEFAULT false;
