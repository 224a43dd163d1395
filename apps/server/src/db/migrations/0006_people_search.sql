-- Staff search of people by name or e-mail (bench: 100 000 users). The name index needed
-- immutable_unaccent() re-run on every candidate row at recheck (~20 µs each: 200 ms to count
-- the 10 000 "martínez"); a stored, already folded column makes each recheck a plain LIKE.
ALTER TABLE "user" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent(coalesce("full_name", '') || ' ' || "email"))) STORED;
--> statement-breakpoint
CREATE INDEX "user_search_text_idx" ON "user" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "user_full_name_search_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "user_email_search_idx";
--> statement-breakpoint
-- Statistics for the new column at once: PGlite runs no autovacuum, and without them the
-- planner takes a common term for a rare one (it sorted 10 000 rows for a 20-row page).
ANALYZE "user";
