CREATE TABLE "screening_answers" (
	"reservation_id" uuid NOT NULL,
	"person" text NOT NULL,
	"question_key" text NOT NULL,
	"answer_key" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "screening_answers_reservation_id_person_question_key_pk" PRIMARY KEY("reservation_id","person","question_key")
);
--> statement-breakpoint
ALTER TABLE "screening_answers" ADD CONSTRAINT "screening_answers_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;