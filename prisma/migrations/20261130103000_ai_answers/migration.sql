-- CreateTable
CREATE TABLE "AiQuestion" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "siteId" TEXT,
    "question" TEXT NOT NULL,
    "answered" BOOLEAN NOT NULL,
    "sourcePageIds" TEXT[],
    "channel" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AiQuestion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AgentFeedback" (
    "id" TEXT NOT NULL,
    "siteId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "category" TEXT,
    "severity" TEXT,
    "summary" TEXT NOT NULL,
    "detail" TEXT,
    "workaround" TEXT,
    "goal" TEXT,
    "url" TEXT,
    "spaceId" TEXT,
    "pageId" TEXT,
    "subject" JSONB,
    "reportedBy" JSONB,
    "metrics" JSONB,
    "source" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AgentFeedback_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AiSuggestedQuestions" (
    "key" TEXT NOT NULL,
    "questions" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AiSuggestedQuestions_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "AiQuestion_siteId_createdAt_idx" ON "AiQuestion"("siteId", "createdAt");

-- CreateIndex
CREATE INDEX "AiQuestion_organizationId_createdAt_idx" ON "AiQuestion"("organizationId", "createdAt");

-- CreateIndex
CREATE INDEX "AgentFeedback_siteId_createdAt_idx" ON "AgentFeedback"("siteId", "createdAt");

-- AddForeignKey
ALTER TABLE "AiQuestion" ADD CONSTRAINT "AiQuestion_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AiQuestion" ADD CONSTRAINT "AiQuestion_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AgentFeedback" ADD CONSTRAINT "AgentFeedback_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site"("id") ON DELETE CASCADE ON UPDATE CASCADE;
