-- AlterTable
ALTER TABLE "ContentGrant" ADD COLUMN     "siteId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "ContentGrant_siteId_userId_key" ON "ContentGrant"("siteId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "ContentGrant_siteId_teamId_key" ON "ContentGrant"("siteId", "teamId");

-- AddForeignKey
ALTER TABLE "ContentGrant" ADD CONSTRAINT "ContentGrant_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site"("id") ON DELETE CASCADE ON UPDATE CASCADE;
