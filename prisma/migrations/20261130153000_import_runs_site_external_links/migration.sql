-- CreateTable
CREATE TABLE "SiteExternalLink" (
    "id" TEXT NOT NULL,
    "siteId" TEXT NOT NULL,
    "groupId" TEXT,
    "title" TEXT NOT NULL,
    "localizedTitle" JSONB,
    "description" TEXT,
    "localizedDescription" JSONB,
    "icon" TEXT,
    "url" TEXT NOT NULL,
    "draft" BOOLEAN NOT NULL DEFAULT false,
    "condition" TEXT,
    "position" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SiteExternalLink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ImportRun" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "spaceId" TEXT NOT NULL,
    "changeRequestId" TEXT,
    "pageId" TEXT,
    "siteId" TEXT,
    "createdById" TEXT,
    "sourceType" TEXT NOT NULL,
    "sourceUrl" TEXT,
    "sourceFiles" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "enhance" BOOLEAN NOT NULL DEFAULT true,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "reason" TEXT,
    "totalResources" INTEGER NOT NULL DEFAULT 0,
    "importedResources" INTEGER NOT NULL DEFAULT 0,
    "pages" JSONB,
    "notes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "revisionId" TEXT,
    "claimToken" TEXT,
    "heartbeatAt" TIMESTAMP(3),
    "startedAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ImportRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SiteExternalLink_siteId_idx" ON "SiteExternalLink"("siteId");

-- CreateIndex
CREATE INDEX "SiteExternalLink_groupId_idx" ON "SiteExternalLink"("groupId");

-- CreateIndex
CREATE INDEX "ImportRun_organizationId_createdAt_idx" ON "ImportRun"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "ImportRun_status_heartbeatAt_idx" ON "ImportRun"("status", "heartbeatAt");

-- CreateIndex
CREATE INDEX "ImportRun_spaceId_idx" ON "ImportRun"("spaceId");

-- AddForeignKey
ALTER TABLE "SiteExternalLink" ADD CONSTRAINT "SiteExternalLink_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SiteExternalLink" ADD CONSTRAINT "SiteExternalLink_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "SiteSectionGroup"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ImportRun" ADD CONSTRAINT "ImportRun_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ImportRun" ADD CONSTRAINT "ImportRun_spaceId_fkey" FOREIGN KEY ("spaceId") REFERENCES "Space"("id") ON DELETE CASCADE ON UPDATE CASCADE;
