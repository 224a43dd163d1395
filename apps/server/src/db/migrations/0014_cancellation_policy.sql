ALTER TABLE "booking_refunds" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD COLUMN "requested_by" uuid;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "free_cancellation_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "free_cancellation_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;