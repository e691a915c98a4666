-- CreateTable
CREATE TABLE "PdfExport" (
    "id" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "spaceId" TEXT NOT NULL,
    "changeRequestId" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "createdById" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PdfExport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PdfExport_token_key" ON "PdfExport"("token");

-- CreateIndex
CREATE INDEX "PdfExport_expiresAt_idx" ON "PdfExport"("expiresAt");

-- AddForeignKey
ALTER TABLE "PdfExport" ADD CONSTRAINT "PdfExport_spaceId_fkey" FOREIGN KEY ("spaceId") REFERENCES "Space"("id") ON DELETE CASCADE ON UPDATE CASCADE;
