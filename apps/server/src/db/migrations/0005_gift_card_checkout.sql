ALTER TABLE "bookings" ADD COLUMN "gift_card_spent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_gift_card_idx" ON "bookings" USING btree ("gift_card_id");