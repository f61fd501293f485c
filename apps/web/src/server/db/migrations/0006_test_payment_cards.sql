ALTER TABLE "test_payments" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "test_payments" ADD COLUMN "card_last4" text;