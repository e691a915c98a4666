-- API tokens record when they were last used ("lastUsedAt", written at most hourly per token and
-- instance as they authenticate). That column is not part of what the access cache keeps about a
-- token, so writing it must not make every instance drop its cache: the trigger of
-- 20261124170000_auth_cache_notify now fires on updates of the other columns only.
DROP TRIGGER "ApiToken_auth_change" ON "ApiToken";
CREATE TRIGGER "ApiToken_auth_change"
  AFTER INSERT OR UPDATE OF "id", "userId", "hash", "expiresAt", "organizationId" OR DELETE OR TRUNCATE ON "ApiToken"
  FOR EACH STATEMENT EXECUTE FUNCTION "quire_notify_auth_change"();
