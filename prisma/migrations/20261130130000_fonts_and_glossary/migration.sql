-- CreateTable
CREATE TABLE "StorageFile" (
    "key" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "hash" TEXT,
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "uploadedAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StorageFile_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "CustomFont" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "fontFamily" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CustomFont_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CustomFontFace" (
    "fontId" TEXT NOT NULL,
    "weight" INTEGER NOT NULL,
    "hash" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "storageKey" TEXT NOT NULL,

    CONSTRAINT "CustomFontFace_pkey" PRIMARY KEY ("fontId","weight")
);

-- CreateTable
CREATE TABLE "GlossaryEntry" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "translations" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GlossaryEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "StorageFile_organizationId_idx" ON "StorageFile"("organizationId");

-- CreateIndex
CREATE INDEX "StorageFile_expiresAt_idx" ON "StorageFile"("expiresAt");

-- CreateIndex
CREATE INDEX "CustomFont_organizationId_createdAt_idx" ON "CustomFont"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "CustomFontFace_hash_idx" ON "CustomFontFace"("hash");

-- CreateIndex
CREATE INDEX "GlossaryEntry_organizationId_createdAt_idx" ON "GlossaryEntry"("organizationId", "createdAt");

-- AddForeignKey
ALTER TABLE "StorageFile" ADD CONSTRAINT "StorageFile_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomFont" ADD CONSTRAINT "CustomFont_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomFontFace" ADD CONSTRAINT "CustomFontFace_fontId_fkey" FOREIGN KEY ("fontId") REFERENCES "CustomFont"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GlossaryEntry" ADD CONSTRAINT "GlossaryEntry_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
