-- CreateTable
CREATE TABLE "GitbookImportMapping" (
    "id" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "sourceId" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "fingerprint" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GitbookImportMapping_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "GitbookImportMapping_organizationId_idx" ON "GitbookImportMapping"("organizationId");

-- CreateIndex
CREATE UNIQUE INDEX "GitbookImportMapping_source_kind_sourceId_key" ON "GitbookImportMapping"("source", "kind", "sourceId");
