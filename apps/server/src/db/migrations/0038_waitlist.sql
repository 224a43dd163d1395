CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" bigserial NOT NULL,
	"experience_id" uuid,
	"trip_id" uuid,
	"date" date NOT NULL,
	"start_time" text,
	"email" text NOT NULL,
	"places" integer NOT NULL,
	"user_id" uuid,
	"locale" text DEFAULT 'es' NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"token" text NOT NULL,
	"invited_at" timestamp with time zone,
	"hold_expires_at" timestamp with time zone,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_token_unique" UNIQUE("token"),
	CONSTRAINT "waitlist_entries_one_item" CHECK (num_nonnulls("waitlist_entries"."experience_id", "waitlist_entries"."trip_id") = 1),
	CONSTRAINT "waitlist_entries_places" CHECK ("waitlist_entries"."places" > 0),
	CONSTRAINT "waitlist_entries_status" CHECK ("waitlist_entries"."status" in ('waiting', 'invited', 'booked', 'expired', 'left'))
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_departure_idx" ON "waitlist_entries" USING btree ("experience_id","trip_id","date","status","position");