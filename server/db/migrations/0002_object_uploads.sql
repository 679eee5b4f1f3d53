CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "status" varchar(20) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "upload_token_hash" text;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "upload_expires_at" timestamp with time zone;