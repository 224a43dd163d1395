CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pending_method" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pending_reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pending_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pending_url" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_method" text;--> statement-breakpoint
CREATE INDEX "bookings_pending_deadline_idx" ON "bookings" USING btree ("pending_deadline") WHERE "bookings"."pending_deadline" is not null;