ALTER TABLE "experiences" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "bullets_en" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "meeting_point_en" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "destination_en" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "bullets_en" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Search matches the English text too (modules/search/queries.ts): the whole-text trigram indexes
-- of migration 0010 are rebuilt over the same expressions the query now uses.
DROP INDEX IF EXISTS experiences_text_search_idx;--> statement-breakpoint
CREATE INDEX experiences_text_search_idx ON experiences USING gin (lower(immutable_unaccent(name || ' ' || coalesce(type, '') || ' ' || coalesce(address, '') || ' ' || coalesce(description, '') || ' ' || coalesce(name_en, '') || ' ' || coalesce(description_en, ''))) gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
DROP INDEX IF EXISTS trips_text_search_idx;--> statement-breakpoint
CREATE INDEX trips_text_search_idx ON trips USING gin (lower(immutable_unaccent(destination || ' ' || coalesce(address, '') || ' ' || coalesce(description, '') || ' ' || coalesce(destination_en, '') || ' ' || coalesce(description_en, ''))) gin_trgm_ops) WITH (fastupdate = off);
