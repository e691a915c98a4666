-- The access cache also keeps organizations and each organization's access snapshot (its spaces'
-- places and levels): notify `quire_auth` when organizations change, and when spaces are created,
-- deleted, or change organization, parent, default level or deletion (not on content edits,
-- which update other columns of "Space" all the time).
CREATE TRIGGER "Organization_auth_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Organization"
  FOR EACH STATEMENT EXECUTE FUNCTION "quire_notify_auth_change"();
CREATE TRIGGER "Space_auth_change" AFTER INSERT OR DELETE OR TRUNCATE ON "Space"
  FOR EACH STATEMENT EXECUTE FUNCTION "quire_notify_auth_change"();
CREATE TRIGGER "Space_access_columns_change"
  AFTER UPDATE OF "organizationId", "parentId", "defaultLevel", "deletedAt" ON "Space"
  FOR EACH STATEMENT EXECUTE FUNCTION "quire_notify_auth_change"();
