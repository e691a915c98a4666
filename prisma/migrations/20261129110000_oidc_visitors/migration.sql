-- AlterTable
ALTER TABLE "OidcState" ADD COLUMN     "siteId" TEXT;

-- AlterTable
ALTER TABLE "Site" ADD COLUMN     "visitorAuthOidcProviderId" TEXT;

-- AddForeignKey
ALTER TABLE "OidcState" ADD CONSTRAINT "OidcState_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Site" ADD CONSTRAINT "Site_visitorAuthOidcProviderId_fkey" FOREIGN KEY ("visitorAuthOidcProviderId") REFERENCES "OidcProvider"("id") ON DELETE SET NULL ON UPDATE CASCADE;
