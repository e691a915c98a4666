-- AlterTable (the cited pages move to "AiQuestionSource" below, then "sourcePageIds" goes)
ALTER TABLE "AiQuestion" ADD COLUMN     "answer" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "previousId" TEXT,
ADD COLUMN     "rating" INTEGER,
ADD COLUMN     "siteQuestionId" TEXT,
ADD COLUMN     "threadId" TEXT;

-- CreateTable
CREATE TABLE "AiQuestionSource" (
    "questionId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "spaceId" TEXT NOT NULL,
    "revisionId" TEXT NOT NULL,
    "pageId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "weight" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "AiQuestionSource_pkey" PRIMARY KEY ("questionId","number")
);

-- CreateTable
CREATE TABLE "AiSiteQuestion" (
    "id" TEXT NOT NULL,
    "siteId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "question" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'unknown',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "askedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AiSiteQuestion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AiSiteQuestion_siteId_createdAt_idx" ON "AiSiteQuestion"("siteId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "AiSiteQuestion_siteId_key_key" ON "AiSiteQuestion"("siteId", "key");

-- CreateIndex
CREATE INDEX "AiQuestion_siteQuestionId_createdAt_idx" ON "AiQuestion"("siteQuestionId", "createdAt");

-- CreateIndex
CREATE INDEX "AiQuestion_threadId_createdAt_idx" ON "AiQuestion"("threadId", "createdAt");

-- AddForeignKey
ALTER TABLE "AiQuestion" ADD CONSTRAINT "AiQuestion_siteQuestionId_fkey" FOREIGN KEY ("siteQuestionId") REFERENCES "AiSiteQuestion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AiQuestion" ADD CONSTRAINT "AiQuestion_previousId_fkey" FOREIGN KEY ("previousId") REFERENCES "AiQuestion"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AiQuestionSource" ADD CONSTRAINT "AiQuestionSource_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "AiQuestion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AiSiteQuestion" ADD CONSTRAINT "AiSiteQuestion_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "Site"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Answers recorded before: each site's questions grouped by their normalized text (as
-- src/modules/ai/questions.ts `questionKey` normalizes it; the key is its SHA-256), each answer
-- its own thread, its cited pages kept with equal weights (their revision and title were not
-- recorded).
INSERT INTO "AiSiteQuestion" ("id", "siteId", "key", "question", "createdAt", "askedAt")
SELECT DISTINCT ON (a."siteId", a.k)
    'q' || substr(md5(a."siteId" || ':' || a.k), 1, 19), a."siteId", encode(sha256(convert_to(a.k, 'UTF8')), 'hex'), a."question",
    min(a."createdAt") OVER w, max(a."createdAt") OVER w
FROM (
    SELECT *, trim(regexp_replace(regexp_replace(lower(normalize("question", NFKC)), '\s+', ' ', 'g'), '[\s?!.。？！]+$', '')) AS k
    FROM "AiQuestion" WHERE "siteId" IS NOT NULL
) a
WINDOW w AS (PARTITION BY a."siteId", a.k)
ORDER BY a."siteId", a.k, a."createdAt";

UPDATE "AiQuestion" SET
    "siteQuestionId" = CASE WHEN "siteId" IS NULL THEN NULL ELSE 'q' || substr(md5("siteId" || ':' ||
        trim(regexp_replace(regexp_replace(lower(normalize("question", NFKC)), '\s+', ' ', 'g'), '[\s?!.。？！]+$', ''))), 1, 19) END,
    "threadId" = "id";

INSERT INTO "AiQuestionSource" ("questionId", "number", "spaceId", "revisionId", "pageId", "title", "weight")
SELECT q."id", s.n::int, split_part(s.page, '/', 1), '', split_part(s.page, '/', 2), '',
    1.0 / cardinality(q."sourcePageIds")
FROM "AiQuestion" q, unnest(q."sourcePageIds") WITH ORDINALITY AS s(page, n);

ALTER TABLE "AiQuestion" DROP COLUMN "sourcePageIds";
