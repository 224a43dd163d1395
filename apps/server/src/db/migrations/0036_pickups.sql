ALTER TABLE "bookings" ADD COLUMN "pickup" jsonb;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "pickups" jsonb DEFAULT '[]'::jsonb NOT NULL;