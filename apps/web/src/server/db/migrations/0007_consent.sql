ALTER TABLE "reservations" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "consent_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "partner_consent_version" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "partner_consent_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_consent_stamped" CHECK (("reservations"."consent_version" is null) = ("reservations"."consent_accepted_at" is null) and ("reservations"."partner_consent_version" is null) = ("reservations"."partner_consent_accepted_at" is null));