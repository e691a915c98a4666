-- Counters of a space, kept by row triggers in the transaction that changes comments or change
-- requests: a space reads with its counts in one statement (no COUNT per request). The counted
-- sets are those of the API: open top-level comments on the live content (not in a change
-- request, not replies), change requests in all, open and draft.
ALTER TABLE "Space" ADD COLUMN "openComments" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "changeRequestTotal" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "openChangeRequests" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "draftChangeRequests" INTEGER NOT NULL DEFAULT 0;

UPDATE "Space" s SET
  "openComments" = (SELECT count(*) FROM "Comment" c WHERE c."spaceId" = s."id"
    AND c."changeRequestId" IS NULL AND c."parentId" IS NULL AND c."status" = 'open'),
  "changeRequestTotal" = (SELECT count(*) FROM "ChangeRequest" r WHERE r."spaceId" = s."id"),
  "openChangeRequests" = (SELECT count(*) FROM "ChangeRequest" r WHERE r."spaceId" = s."id" AND r."status" = 'open'),
  "draftChangeRequests" = (SELECT count(*) FROM "ChangeRequest" r WHERE r."spaceId" = s."id" AND r."status" = 'draft');

CREATE FUNCTION "quire_count_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_counted boolean := TG_OP <> 'INSERT' AND OLD."changeRequestId" IS NULL AND OLD."parentId" IS NULL AND OLD."status" = 'open';
  is_counted boolean := TG_OP <> 'DELETE' AND NEW."changeRequestId" IS NULL AND NEW."parentId" IS NULL AND NEW."status" = 'open';
BEGIN
  IF was_counted AND is_counted AND OLD."spaceId" = NEW."spaceId" THEN
    RETURN NULL;
  END IF;
  IF was_counted THEN
    UPDATE "Space" SET "openComments" = "openComments" - 1 WHERE "id" = OLD."spaceId";
  END IF;
  IF is_counted THEN
    UPDATE "Space" SET "openComments" = "openComments" + 1 WHERE "id" = NEW."spaceId";
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Comment_count" AFTER INSERT OR DELETE OR UPDATE OF "spaceId", "changeRequestId", "parentId", "status"
  ON "Comment" FOR EACH ROW EXECUTE FUNCTION "quire_count_comments"();

CREATE FUNCTION "quire_count_change_requests"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."spaceId" = NEW."spaceId" AND OLD."status" = NEW."status" THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE "Space" SET "changeRequestTotal" = "changeRequestTotal" - 1,
      "openChangeRequests" = "openChangeRequests" - (OLD."status" = 'open')::int,
      "draftChangeRequests" = "draftChangeRequests" - (OLD."status" = 'draft')::int
    WHERE "id" = OLD."spaceId";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "Space" SET "changeRequestTotal" = "changeRequestTotal" + 1,
      "openChangeRequests" = "openChangeRequests" + (NEW."status" = 'open')::int,
      "draftChangeRequests" = "draftChangeRequests" + (NEW."status" = 'draft')::int
    WHERE "id" = NEW."spaceId";
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "ChangeRequest_count" AFTER INSERT OR DELETE OR UPDATE OF "spaceId", "status"
  ON "ChangeRequest" FOR EACH ROW EXECUTE FUNCTION "quire_count_change_requests"();
