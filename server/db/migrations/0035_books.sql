CREATE TABLE "closed_months" (
	"month" varchar(7) PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by_user_id" uuid,
	"closed_by_name" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"entry_date" date NOT NULL,
	"kind" varchar(40) NOT NULL,
	"reference" varchar(60) NOT NULL,
	"memo" text NOT NULL,
	"source" varchar(120),
	"reverses_entry_id" uuid,
	"drawer_id" uuid,
	"recorded_by_user_id" uuid,
	"recorded_by_name" varchar(200) NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"account_code" varchar(10) NOT NULL,
	"debit" bigint DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL,
	"loan_application_id" uuid,
	"part" varchar(12),
	"method" varchar(20),
	CONSTRAINT "journal_lines_one_side_check" CHECK ("journal_lines"."debit" >= 0 and "journal_lines"."credit" >= 0 and ("journal_lines"."debit" = 0) <> ("journal_lines"."credit" = 0)),
	CONSTRAINT "journal_lines_part_check" CHECK ("journal_lines"."part" is null or "journal_lines"."part" in ('principal','interest','late_fee'))
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"code" varchar(10) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(10) NOT NULL,
	CONSTRAINT "ledger_accounts_type_check" CHECK ("ledger_accounts"."type" in ('asset','liability','equity','income','expense'))
);
--> statement-breakpoint
ALTER TABLE "closed_months" ADD CONSTRAINT "closed_months_closed_by_user_id_users_id_fk" FOREIGN KEY ("closed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_code_ledger_accounts_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."ledger_accounts"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_number_key" ON "journal_entries" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_source_key" ON "journal_entries" USING btree ("source");--> statement-breakpoint
CREATE INDEX "journal_entries_date_idx" ON "journal_entries" USING btree ("entry_date","number");--> statement-breakpoint
CREATE INDEX "journal_entries_recorded_by_idx" ON "journal_entries" USING btree ("recorded_by_user_id","recorded_at");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("account_code");--> statement-breakpoint
CREATE INDEX "journal_lines_loan_idx" ON "journal_lines" USING btree ("loan_application_id") WHERE "journal_lines"."loan_application_id" is not null;--> statement-breakpoint
-- Issue 41: the default chart of accounts. The codes are a contract; shop settings may rename.
INSERT INTO "ledger_accounts" ("code", "name", "type") VALUES
	('1000', 'Cash', 'asset'),
	('1010', 'Bank', 'asset'),
	('1100', 'Loans receivable', 'asset'),
	('2000', 'Unearned interest', 'liability'),
	('2100', 'Surplus owed to pawners', 'liability'),
	('3000', 'Owner''s capital', 'equity'),
	('4000', 'Interest income', 'income'),
	('4010', 'Late fee income', 'income'),
	('4020', 'Pledge sale income', 'income'),
	('4030', 'Unclaimed surplus income', 'income'),
	('5000', 'Loans written off', 'expense'),
	('5010', 'Cash over and short', 'expense'),
	('5020', 'Costs of sale', 'expense');
--> statement-breakpoint
-- Every entry balances: checked when its transaction commits (a deferred constraint trigger), after
-- all of its lines are in, so no code path can leave a one-sided entry behind.
CREATE FUNCTION pawnbook_journal_entry_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	difference bigint;
	line_count integer;
BEGIN
	SELECT coalesce(sum(debit) - sum(credit), 0), count(*) INTO difference, line_count
	FROM journal_lines WHERE entry_id = NEW.entry_id;
	IF difference <> 0 THEN
		RAISE EXCEPTION 'journal entry % does not balance: debits less credits = % cents', NEW.entry_id, difference
			USING ERRCODE = 'check_violation';
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_balance
	AFTER INSERT ON journal_lines
	DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION pawnbook_journal_entry_balances();
--> statement-breakpoint
-- Nothing in the journal is changed or removed. The one change allowed is the one the database
-- makes itself: a staff account deleted leaves its entries with no account (on delete set null).
CREATE FUNCTION pawnbook_journal_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'journal_entries'
		AND NEW.recorded_by_user_id IS NULL
		AND (to_jsonb(NEW) - 'recorded_by_user_id') = (to_jsonb(OLD) - 'recorded_by_user_id') THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'the journal is append-only: % on % refused; book a reversing entry instead', TG_OP, TG_TABLE_NAME
		USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
	FOR EACH ROW EXECUTE FUNCTION pawnbook_journal_is_append_only();
--> statement-breakpoint
CREATE TRIGGER journal_lines_append_only BEFORE UPDATE OR DELETE ON journal_lines
	FOR EACH ROW EXECUTE FUNCTION pawnbook_journal_is_append_only();
