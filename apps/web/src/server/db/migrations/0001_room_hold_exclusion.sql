-- Double booking is impossible by construction: two unreleased holds on the same room of the same
-- location cannot overlap in time. drizzle-kit cannot express EXCLUDE, so this migration is written
-- by hand. btree_gist lets a GiST index compare the text columns with "="; it goes into public so
-- its operator classes resolve whatever the search_path.
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;
--> statement-breakpoint
ALTER TABLE "room_holds" ADD CONSTRAINT "room_holds_no_overlap"
  EXCLUDE USING gist ("location_slug" WITH =, "room_id" WITH =, "during" WITH &&)
  WHERE ("released_at" IS NULL);
