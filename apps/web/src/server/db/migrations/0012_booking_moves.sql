CREATE TABLE "booking_moves" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"status" text NOT NULL,
	"from_sequence" integer NOT NULL,
	"location_slug" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"pricing" jsonb NOT NULL,
	"payment_intent_id" text,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "booking_moves_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "booking_moves_status_known" CHECK ("booking_moves"."status" in ('pending', 'moved', 'refunded', 'superseded')),
	CONSTRAINT "booking_moves_amount_positive" CHECK ("booking_moves"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "room_holds" DROP CONSTRAINT "room_holds_one_room_per_person";--> statement-breakpoint
ALTER TABLE "room_holds" ADD COLUMN "move_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_moves" ADD CONSTRAINT "booking_moves_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_moves_reservation_idx" ON "booking_moves" USING btree ("reservation_id");--> statement-breakpoint
ALTER TABLE "room_holds" ADD CONSTRAINT "room_holds_move_id_booking_moves_id_fk" FOREIGN KEY ("move_id") REFERENCES "public"."booking_moves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_holds_one_room_per_person" ON "room_holds" USING btree ("reservation_id","person") WHERE "room_holds"."move_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "room_holds_one_room_per_person_and_move" ON "room_holds" USING btree ("move_id","person") WHERE "room_holds"."move_id" is not null;