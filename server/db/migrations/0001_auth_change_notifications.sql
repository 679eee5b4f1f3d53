-- Every app instance caches signed-in sessions in memory. Any change to a user or a session row,
-- however it is made, tells every instance to drop its cached copy (channel pawnbook_auth).
CREATE OR REPLACE FUNCTION pawnbook_notify_user_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('pawnbook_auth', 'user:' || OLD.id::text);
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pawnbook_notify_session_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('pawnbook_auth', 'sid:' || OLD.sid);
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_auth_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION pawnbook_notify_user_change();
--> statement-breakpoint
CREATE TRIGGER session_auth_change AFTER UPDATE OR DELETE ON session
  FOR EACH ROW EXECUTE FUNCTION pawnbook_notify_session_change();
