DROP INDEX "user_role_idx";--> statement-breakpoint
CREATE INDEX "user_role_created_idx" ON "user" USING btree ("role","created_at");--> statement-breakpoint
-- Trigram search indexes without GIN's pending list (docs/performance.md): PGlite runs no
-- autovacuum, so every row inserted after an index was built waited in that unsorted list (up
-- to gin_pending_list_limit, 4 MB) and each search read all of it: a rare term took 50 ms at
-- 10 000 experiences, 1 ms once the list was merged.
ALTER INDEX experiences_name_search_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX trips_destination_search_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX user_full_name_search_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX user_email_search_idx SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list(i::regclass) FROM unnest(ARRAY['experiences_name_search_idx', 'trips_destination_search_idx', 'user_full_name_search_idx', 'user_email_search_idx']) AS i;
