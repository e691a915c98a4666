-- CreateTable
CREATE TABLE "SiteInsightEvent" (
    "id" BIGSERIAL NOT NULL,
    "siteId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "occurredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "displayContext" TEXT NOT NULL DEFAULT 'site',
    "url" TEXT,
    "urlPath" TEXT,
    "siteSectionId" TEXT,
    "siteSpaceId" TEXT,
    "spaceId" TEXT,
    "revisionId" TEXT,
    "pageId" TEXT,
    "sessionId" TEXT,
    "device" TEXT,
    "language" TEXT,
    "query" TEXT,
    "resultCount" INTEGER,
    "answered" BOOLEAN,
    "rating" TEXT,
    "responseRating" INTEGER,
    "comment" TEXT,

    CONSTRAINT "SiteInsightEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SiteInsightEvent_siteId_occurredAt_idx" ON "SiteInsightEvent"("siteId", "occurredAt");

-- CreateIndex
CREATE INDEX "SiteInsightEvent_siteId_type_occurredAt_idx" ON "SiteInsightEvent"("siteId", "type", "occurredAt");

-- CreateIndex
CREATE INDEX "SiteInsightEvent_occurredAt_idx" ON "SiteInsightEvent"("occurredAt");

-- AddForeignKey
ALTER TABLE "SiteInsightEvent" ADD CONSTRAINT "SiteInsightEvent_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site"("id") ON DELETE CASCADE ON UPDATE CASCADE;
