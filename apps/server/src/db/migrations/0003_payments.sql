ALTER TABLE "bookings" ADD COLUMN "payer_given_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "capture_started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_experience_date_idx" ON "bookings" USING btree ("experience_id","booking_date");--> statement-breakpoint
CREATE INDEX "bookings_trip_date_idx" ON "bookings" USING btree ("trip_id","booking_date");--> statement-breakpoint
CREATE INDEX "bookings_paypal_capture_idx" ON "bookings" USING btree ("paypal_capture_id");