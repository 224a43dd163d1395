ALTER TABLE "bookings" ADD COLUMN "seeds_spent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "seeds_amount" numeric(12, 2) DEFAULT 0 NOT NULL;