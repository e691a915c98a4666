-- Rows left behind by spaces purged before these keys existed (they would refuse the constraints).
DELETE FROM "ChangeRequest" WHERE "spaceId" NOT IN (SELECT "id" FROM "Space");
DELETE FROM "Comment" WHERE "spaceId" NOT IN (SELECT "id" FROM "Space")
  OR ("changeRequestId" IS NOT NULL AND "changeRequestId" NOT IN (SELECT "id" FROM "ChangeRequest"));

-- AddForeignKey
ALTER TABLE "ChangeRequest" ADD CONSTRAINT "ChangeRequest_spaceId_fkey" FOREIGN KEY ("spaceId") REFERENCES "Space"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_spaceId_fkey" FOREIGN KEY ("spaceId") REFERENCES "Space"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_changeRequestId_fkey" FOREIGN KEY ("changeRequestId") REFERENCES "ChangeRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
