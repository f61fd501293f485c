CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "reservations_pending_client_idx" ON "reservations" USING btree ("client_key") WHERE "reservations"."status" in ('pending', 'downpayment_pending');--> statement-breakpoint
CREATE INDEX "reservations_pending_email_idx" ON "reservations" USING btree (lower("personal_data"->>'email')) WHERE "reservations"."status" in ('pending', 'downpayment_pending');