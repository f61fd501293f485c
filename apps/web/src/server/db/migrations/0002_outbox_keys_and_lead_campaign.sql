DROP INDEX "outbox_undelivered_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "campaign" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "crm_tracking_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("available_at") WHERE "outbox"."delivered_at" is null and "outbox"."failed_at" is null;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_key_unique" UNIQUE("key");