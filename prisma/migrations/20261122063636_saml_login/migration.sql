-- AlterTable
ALTER TABLE "ApiToken" ADD COLUMN     "expiresAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "SamlRequest" (
    "id" TEXT NOT NULL,
    "providerId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SamlRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SamlRequest_providerId_idx" ON "SamlRequest"("providerId");

-- CreateIndex
CREATE INDEX "SamlRequest_createdAt_idx" ON "SamlRequest"("createdAt");

-- AddForeignKey
ALTER TABLE "SamlRequest" ADD CONSTRAINT "SamlRequest_providerId_fkey" FOREIGN KEY ("providerId") REFERENCES "SamlProvider"("id") ON DELETE CASCADE ON UPDATE CASCADE;
