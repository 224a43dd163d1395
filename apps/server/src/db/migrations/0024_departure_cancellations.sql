CREATE TABLE "departure_cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"experience_id" uuid,
	"trip_id" uuid,
	"date" date NOT NULL,
	"start_time" text,
	"reason" text NOT NULL,
	"cancelled_by" uuid,
	"batch" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departure_cancellations_item_date_key" UNIQUE NULLS NOT DISTINCT("experience_id","trip_id","date"),
	CONSTRAINT "departure_cancellations_one_item" CHECK (num_nonnulls("departure_cancellations"."experience_id", "departure_cancellations"."trip_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "departure_cancellations" ADD CONSTRAINT "departure_cancellations_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_cancellations" ADD CONSTRAINT "departure_cancellations_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_cancellations" ADD CONSTRAINT "departure_cancellations_cancelled_by_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;