-- Each process remembers whose a session cookie is for a minute (modules/auth/sessions.ts). Any
-- change to a user or a session — a sign-out, a revoked session, a ban, a new role, a profile
-- edit — by any process or script tells every process on this database to forget what it
-- remembers (lib/cache-bus.ts LISTENs). One notice per statement; PostgreSQL delivers it at
-- commit, and only once per transaction.
CREATE FUNCTION hv_notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hv_sessions_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER session_changed AFTER UPDATE OR DELETE OR TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION hv_notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER user_changed AFTER UPDATE OR DELETE OR TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION hv_notify_sessions_changed();
