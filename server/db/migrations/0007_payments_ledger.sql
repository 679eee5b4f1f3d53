ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_status_check" CHECK ("loan_payments"."status" in ('pending','partially_paid','paid'));--> statement-breakpoint
-- The payments list is polled every 30 s: its ETag reads this counter (see 0005), bumped by the
-- same statement-level trigger function.
INSERT INTO change_counters (name, version) VALUES ('payments', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER payments_change_counter AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION pawnbook_bump_change_counter();
--> statement-breakpoint
-- Searching the payments list by receipt number ("RCT-2025-0001", "0001") is a substring match.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS payments_receipt_trgm_idx ON payments USING gin ((lower(receipt_number::text)) gin_trgm_ops)';
  END IF;
END
$$;
