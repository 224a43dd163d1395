-- Issue 28 item 2 (decision 0172): payments go through a provider interface, PayPal the first.
-- The PayPal-named columns take neutral names, renamed in place so every row keeps its values, and
-- each booking says which provider took it (every booking so far: PayPal). The unique indexes stay,
-- renamed with their columns.
ALTER TABLE "bookings" RENAME COLUMN "paypal_order_id" TO "provider_order_id";
--> statement-breakpoint
ALTER TABLE "bookings" RENAME COLUMN "paypal_capture_id" TO "provider_capture_id";
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_provider" text DEFAULT 'paypal' NOT NULL;
--> statement-breakpoint
ALTER INDEX "bookings_paypal_order_key" RENAME TO "bookings_provider_order_key";
--> statement-breakpoint
ALTER INDEX "bookings_paypal_capture_idx" RENAME TO "bookings_provider_capture_idx";
--> statement-breakpoint
ALTER TABLE "booking_refunds" RENAME COLUMN "paypal_refund_id" TO "refund_key";
--> statement-breakpoint
ALTER INDEX "booking_refunds_paypal_refund_key" RENAME TO "booking_refunds_refund_key";
