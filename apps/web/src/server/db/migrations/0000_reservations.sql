CREATE TABLE "discount_code_usage" (
	"code" text PRIMARY KEY NOT NULL,
	"redemptions" integer NOT NULL,
	"max_redemptions" integer,
	CONSTRAINT "discount_code_usage_within_limit" CHECK ("discount_code_usage"."redemptions" >= 0 and ("discount_code_usage"."max_redemptions" is null or "discount_code_usage"."redemptions" <= "discount_code_usage"."max_redemptions"))
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"reservation_id" uuid NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "discount_redemptions_once_per_reservation" UNIQUE("code","reservation_id")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text,
	"phone" text,
	"locale" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leads_has_contact" CHECK ("leads"."email" is not null or "leads"."phone" is not null)
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"reservation_id" uuid,
	"processed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"payment_id" text NOT NULL,
	"checkup_slug" text NOT NULL,
	"location_slug" text NOT NULL,
	"services" jsonb NOT NULL,
	"services_partner" jsonb NOT NULL,
	"is_partner_booking" boolean NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"total_duration_minutes" integer NOT NULL,
	"market" text NOT NULL,
	"locale" text NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"reservation_type" text NOT NULL,
	"subtotal_amount" integer NOT NULL,
	"discount_amount" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"due_now_amount" integer NOT NULL,
	"installment_months" smallint NOT NULL,
	"pricing" jsonb NOT NULL,
	"discount_code" text,
	"personal_data" jsonb NOT NULL,
	"personal_data_partner" jsonb,
	"partner_completed_at" timestamp with time zone,
	"campaign" jsonb NOT NULL,
	"source_page" text,
	"payment_method_id" text,
	"payment_intent_id" text,
	"payment_customer_id" text,
	"subscription_schedule_id" text,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "reservations_name_unique" UNIQUE("name"),
	CONSTRAINT "reservations_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "reservations_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "reservations_subscription_schedule_id_unique" UNIQUE("subscription_schedule_id"),
	CONSTRAINT "reservations_status_known" CHECK ("reservations"."status" in ('pending', 'confirmed', 'cancelled', 'expired', 'downpayment_pending', 'downpayment_confirmed')),
	CONSTRAINT "reservations_installment_months_known" CHECK ("reservations"."installment_months" in (0, 6, 12)),
	CONSTRAINT "reservations_interval_forward" CHECK ("reservations"."ends_at" > "reservations"."starts_at"),
	CONSTRAINT "reservations_amounts_non_negative" CHECK ("reservations"."subtotal_amount" >= 0 and "reservations"."discount_amount" >= 0 and "reservations"."total_amount" >= 0 and "reservations"."due_now_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "room_holds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"person" smallint NOT NULL,
	"location_slug" text NOT NULL,
	"room_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"during" "tstzrange" GENERATED ALWAYS AS (tstzrange(starts_at, ends_at, '[)')) STORED NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "room_holds_one_room_per_person" UNIQUE("reservation_id","person"),
	CONSTRAINT "room_holds_person_known" CHECK ("room_holds"."person" in (0, 1)),
	CONSTRAINT "room_holds_interval_forward" CHECK ("room_holds"."ends_at" > "room_holds"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_code_discount_code_usage_code_fk" FOREIGN KEY ("code") REFERENCES "public"."discount_code_usage"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_holds" ADD CONSTRAINT "room_holds_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_undelivered_idx" ON "outbox" USING btree ("available_at") WHERE "outbox"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "reservations_expiring_idx" ON "reservations" USING btree ("hold_expires_at") WHERE "reservations"."status" in ('pending', 'downpayment_pending');--> statement-breakpoint
CREATE INDEX "room_holds_reservation_idx" ON "room_holds" USING btree ("reservation_id");