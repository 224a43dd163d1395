-- Accent- and case-insensitive substring search (ARCHITECTURE: pg_trgm + an immutable unaccent wrapper).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS experiences_name_search_idx ON experiences USING gin (lower(immutable_unaccent(name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS trips_destination_search_idx ON trips USING gin (lower(immutable_unaccent(destination)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS user_full_name_search_idx ON "user" USING gin (lower(immutable_unaccent(coalesce(full_name, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS user_email_search_idx ON "user" USING gin (lower(email) gin_trgm_ops);
