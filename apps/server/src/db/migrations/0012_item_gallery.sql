-- Issue 16: a gallery of several ordered photos per experience and trip, after the cover
-- (docs/product.md §5.5): [{ url, alt }] of stored WebP images, empty by default.
ALTER TABLE "experiences" ADD COLUMN "gallery" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "gallery" jsonb DEFAULT '[]'::jsonb NOT NULL;