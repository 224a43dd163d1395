-- Issue 15: search finds words of an item's type, place and description too ('montaña'), not
-- only its name; names still rank first (modules/search/queries.ts). Accent- and case-insensitive
-- substring matching through trigram GIN indexes over the same expressions the query uses.
CREATE INDEX IF NOT EXISTS experiences_text_search_idx ON experiences USING gin (lower(immutable_unaccent(name || ' ' || coalesce(type, '') || ' ' || coalesce(address, '') || ' ' || coalesce(description, ''))) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS trips_text_search_idx ON trips USING gin (lower(immutable_unaccent(destination || ' ' || coalesce(address, '') || ' ' || coalesce(description, ''))) gin_trgm_ops);
