ALTER TABLE "test_payments" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "test_payments" ADD COLUMN "plan_sequence" integer;--> statement-breakpoint
ALTER TABLE "instalment_payments" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;