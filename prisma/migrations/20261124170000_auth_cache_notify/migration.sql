-- Instances cache the rows of access checks (src/db/auth-cache.ts). A change to these tables,
-- by any instance or by hand, notifies the `quire_auth` channel at commit, and every listening
-- instance clears its cache. Statement triggers: one notification per statement (and NOTIFY
-- folds identical ones of a transaction), whatever the number of rows.
CREATE FUNCTION "quire_notify_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('quire_auth', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

CREATE TRIGGER "ApiToken_auth_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ApiToken"
  FOR EACH STATEMENT EXECUTE FUNCTION "quire_notify_auth_change"();
CREATE TRIGGER "Member_auth_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Member"
  FOR EACH STATEMENT EXECUTE FUNCTION "quire_notify_auth_change"();
CREATE TRIGGER "ContentGrant_auth_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ContentGrant"
  FOR EACH STATEMENT EXECUTE FUNCTION "quire_notify_auth_change"();
CREATE TRIGGER "TeamMember_auth_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "TeamMember"
  FOR EACH STATEMENT EXECUTE FUNCTION "quire_notify_auth_change"();
CREATE TRIGGER "Collection_auth_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Collection"
  FOR EACH STATEMENT EXECUTE FUNCTION "quire_notify_auth_change"();
