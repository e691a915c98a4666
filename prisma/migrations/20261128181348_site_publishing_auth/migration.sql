-- AlterTable
ALTER TABLE "Site" ADD COLUMN     "visitorAuthBackend" TEXT NOT NULL DEFAULT 'custom',
ADD COLUMN     "visitorAuthFallbackUrl" TEXT,
ADD COLUMN     "visitorAuthIntegration" TEXT,
ADD COLUMN     "visitorAuthLogoutUrl" TEXT;
