ALTER TABLE "bookings" ADD COLUMN "travellers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "passenger_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "traveller_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "traveller_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Backfill (hand-written, keep last): every existing item sells one `Persona` at its current price, so nothing changes for it (docs/decisions/0228-traveller-types.md).
UPDATE "experiences" SET "traveller_types" = jsonb_build_array(jsonb_build_object('id', 'persona', 'name', 'Persona', 'nameEn', 'Person', 'price', to_jsonb("price"), 'minAge', NULL, 'maxAge', NULL, 'takesPlace', true, 'sortOrder', 0)) WHERE "traveller_types" = '[]'::jsonb;--> statement-breakpoint
UPDATE "trips" SET "traveller_types" = jsonb_build_array(jsonb_build_object('id', 'persona', 'name', 'Persona', 'nameEn', 'Person', 'price', to_jsonb("price_mxn"), 'minAge', NULL, 'maxAge', NULL, 'takesPlace', true, 'sortOrder', 0)) WHERE "traveller_types" = '[]'::jsonb;
