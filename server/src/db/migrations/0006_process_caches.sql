-- Each server process caches what most requests would otherwise read again (lib/notice-cache.ts):
-- the owners of the tokens it has seen (lp_auth) and the project and source names the deals list
-- shows (lp_names). Any change to what a cache holds tells every process, on its channel, to forget
-- that cache. A new token (a login), a new user or a new project or source changes nothing already
-- cached: those inserts are silent; and only renames touch the names (the engine's counter updates
-- of projects do not).
CREATE FUNCTION notify_cache_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '');
  RETURN NULL;
END
$$;

CREATE TRIGGER api_tokens_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON api_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_changed('lp_auth');
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_changed('lp_auth');
CREATE TRIGGER company_user_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_user
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_changed('lp_auth');
CREATE TRIGGER custom_roles_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON custom_roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_changed('lp_auth');

CREATE TRIGGER projects_names_changed AFTER UPDATE OF name OR DELETE OR TRUNCATE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_changed('lp_names');
CREATE TRIGGER sources_names_changed AFTER UPDATE OF name OR DELETE OR TRUNCATE ON sources
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_changed('lp_names');
