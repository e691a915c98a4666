-- AlterTable
ALTER TABLE "Revision" ADD COLUMN     "changeRequestId" TEXT;

-- Backfill: a change request's branch is its head and the first parents back to (not including)
-- the space revision it started from.
WITH RECURSIVE branch(id, cr, stop) AS (
    SELECT cr."revisionId", cr."id", cr."revisionInitialId" FROM "ChangeRequest" cr
    WHERE cr."revisionId" <> cr."revisionInitialId"
  UNION
    SELECT r."parents"[1], b.cr, b.stop FROM branch b JOIN "Revision" r ON r."id" = b.id
    WHERE r."parents"[1] IS NOT NULL AND r."parents"[1] <> b.stop
)
UPDATE "Revision" SET "changeRequestId" = branch.cr FROM branch WHERE "Revision"."id" = branch.id;

-- Counters of spaces already purged go before the foreign key.
DELETE FROM "ChangeRequestCounter" c WHERE NOT EXISTS (SELECT 1 FROM "Space" s WHERE s."id" = c."spaceId");

-- AddForeignKey
ALTER TABLE "ChangeRequestCounter" ADD CONSTRAINT "ChangeRequestCounter_spaceId_fkey" FOREIGN KEY ("spaceId") REFERENCES "Space"("id") ON DELETE CASCADE ON UPDATE CASCADE;
