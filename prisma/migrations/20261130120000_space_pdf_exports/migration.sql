-- AlterTable
ALTER TABLE "PdfExport" ALTER COLUMN "changeRequestId" DROP NOT NULL;
