CREATE TABLE "instalment_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "instalment_payments_amount_positive" CHECK ("instalment_payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "instalment_payments" ADD CONSTRAINT "instalment_payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instalment_payments_reservation_idx" ON "instalment_payments" USING btree ("reservation_id");--> statement-breakpoint
-- Instalment bookings confirmed before this table: their first month (the booking's own payment, the split's remainder on it) was paid.
INSERT INTO "instalment_payments" ("payment_id", "reservation_id", "amount", "currency", "paid_at")
SELECT "payment_intent_id", "id",
	"total_amount" - ("total_amount" / "installment_months") * ("installment_months" - 1),
	"currency", "confirmed_at"
FROM "reservations"
WHERE "installment_months" > 0 AND "confirmed_at" IS NOT NULL AND "payment_intent_id" IS NOT NULL
	AND "total_amount" - ("total_amount" / "installment_months") * ("installment_months" - 1) > 0
ON CONFLICT DO NOTHING;
