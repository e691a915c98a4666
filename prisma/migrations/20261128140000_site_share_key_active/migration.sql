-- A share link can be turned off (GitBook's `active`) without deleting it.
ALTER TABLE "SiteShareKey" ADD COLUMN "active" BOOLEAN NOT NULL DEFAULT true;
