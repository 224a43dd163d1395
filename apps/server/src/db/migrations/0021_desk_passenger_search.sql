-- Issue 29 item 10: the desk's search box also finds a booking by a passenger's name. The folded
-- text of migration 0013 gains the passenger names (jsonb written as text: the names, quoted, in
-- one string), so the same trigram index answers 'sofia nunez' for the buyer and the passengers.
-- A generated column's expression cannot be altered before PostgreSQL 17: dropped and added again.
DROP INDEX IF EXISTS "bookings_search_text_idx";
--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN IF EXISTS "search_text";
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent(coalesce("contact_name", '') || ' ' || coalesce("contact_email", '') || ' ' || coalesce("contact_phone", '') || ' ' || coalesce("payer_name", '') || ' ' || coalesce("payer_email", '') || ' ' || "passenger_names"::text))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_search_text_idx" ON "bookings" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
ANALYZE "bookings";
--> statement-breakpoint
-- Issue 29 item 12: a meeting point is shown after its label ('Punto de encuentro: …' on the
-- manifest, the voucher, the e-mails), so a value that starts with the label said it twice (the
-- demo trips' addresses did). The label is dropped from the stored values.
UPDATE "trips" SET "address" = regexp_replace("address", '^\s*punto de encuentro\s*:\s*', '', 'i') WHERE "address" ~* '^\s*punto de encuentro\s*:';
--> statement-breakpoint
UPDATE "experiences" SET "meeting_point" = regexp_replace("meeting_point", '^\s*punto de encuentro\s*:\s*', '', 'i') WHERE "meeting_point" ~* '^\s*punto de encuentro\s*:';
--> statement-breakpoint
UPDATE "experiences" SET "meeting_point_en" = regexp_replace("meeting_point_en", '^\s*meeting point\s*:\s*', '', 'i') WHERE "meeting_point_en" ~* '^\s*meeting point\s*:';
