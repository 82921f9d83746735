-- Each server process keeps the owners of the tokens it has seen (modules/auth/owner-cache.ts). Any
-- change to the rows an owner is read from tells every process, on channel lp_auth, to forget them
-- all. A new token (a login) or a new user changes no owner already known: those inserts are silent.
CREATE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lp_auth', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER api_tokens_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON api_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
CREATE TRIGGER company_user_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_user
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
CREATE TRIGGER custom_roles_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON custom_roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
