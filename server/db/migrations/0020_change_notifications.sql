-- Every instance keeps the change counters in memory (server/lib/change-versions.ts) so a poll
-- answered 304 reads nothing. Each change of a counter, however it is made (the tables' triggers,
-- a restore's bump), tells every instance its new value at commit (channel pawnbook_changes).
CREATE OR REPLACE FUNCTION pawnbook_notify_change_counter() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('pawnbook_changes', NEW.name || ':' || NEW.version::text);
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER change_counters_notify AFTER INSERT OR UPDATE ON change_counters
  FOR EACH ROW EXECUTE FUNCTION pawnbook_notify_change_counter();
