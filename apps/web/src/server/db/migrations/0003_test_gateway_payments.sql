CREATE TABLE "test_payments" (
	"intent_id" text PRIMARY KEY NOT NULL,
	"reservation_id" uuid,
	"idempotency_key" text NOT NULL,
	"client_secret" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"save_card_for_later" boolean NOT NULL,
	"decline_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "test_payments" ADD CONSTRAINT "test_payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;