CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"location_slug" text NOT NULL,
	"day" date NOT NULL,
	"locale" text NOT NULL,
	"email" text NOT NULL,
	"checkup_slug" text NOT NULL,
	"services" jsonb NOT NULL,
	"services_partner" jsonb NOT NULL,
	"is_partner_booking" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"unsubscribe_token_hash" text,
	CONSTRAINT "waitlist_entries_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash"),
	CONSTRAINT "waitlist_entries_one_per_day" UNIQUE("location_slug","day","email")
);
--> statement-breakpoint
CREATE INDEX "waitlist_entries_waiting_idx" ON "waitlist_entries" USING btree ("location_slug","day","created_at") WHERE "waitlist_entries"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "waitlist_entries_email_idx" ON "waitlist_entries" USING btree ("email");--> statement-breakpoint
CREATE INDEX "waitlist_entries_day_idx" ON "waitlist_entries" USING btree ("day");