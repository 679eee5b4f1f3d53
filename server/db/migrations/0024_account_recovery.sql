-- Forgotten passwords (issue 30 item 10): one row per reset link sent. Only the SHA-256 of the
-- link's random token is kept, so a leaked table or backup opens no account. A link works once and
-- for 30 minutes; a successful reset uses up every open link of the account.
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_expires_at_idx" ON "password_reset_tokens" USING btree ("expires_at");--> statement-breakpoint
-- The first-run checklist on /admin (issue 30 item 11): when this person put it away, per account.
ALTER TABLE "users" ADD COLUMN "first_run_dismissed_at" timestamp with time zone;
