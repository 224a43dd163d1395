CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"customer" jsonb NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"payment_form" text NOT NULL,
	"period" text,
	"facturapi_id" text,
	"uuid" text,
	"series" text,
	"folio" integer,
	"refusal_reason" text,
	"related_invoice_id" uuid,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'credit_note', 'global')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('pending', 'issued', 'refused', 'cancelled')),
	CONSTRAINT "invoices_booking_check" CHECK (("invoices"."kind" = 'global') = ("invoices"."booking_id" is null))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "invoiced_in" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_related_invoice_id_invoices_id_fk" FOREIGN KEY ("related_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_booking_invoice_key" ON "invoices" USING btree ("booking_id","kind") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_global_period_key" ON "invoices" USING btree ("period") WHERE "invoices"."kind" = 'global';--> statement-breakpoint
CREATE INDEX "invoices_booking_idx" ON "invoices" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_invoiced_in_invoices_id_fk" FOREIGN KEY ("invoiced_in") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;