ALTER TABLE "bookings" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "passenger_names" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "start_times" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "meeting_point" text;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "meeting_point_url" text;--> statement-breakpoint
ALTER TABLE "transport_requests" ADD COLUMN "passengers" integer;--> statement-breakpoint
CREATE INDEX "bookings_guest_contact_idx" ON "bookings" USING btree (lower("contact_email")) WHERE "bookings"."user_id" is null;