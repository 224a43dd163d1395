CREATE TABLE "departure_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"experience_id" uuid,
	"trip_id" uuid,
	"date" date NOT NULL,
	"start_time" text,
	"confirmed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departure_confirmations_departure_key" UNIQUE NULLS NOT DISTINCT("experience_id","trip_id","date","start_time"),
	CONSTRAINT "departure_confirmations_one_item" CHECK (num_nonnulls("departure_confirmations"."experience_id", "departure_confirmations"."trip_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "decision_hours" integer;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "decision_hours" integer;--> statement-breakpoint
ALTER TABLE "departure_confirmations" ADD CONSTRAINT "departure_confirmations_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_confirmations" ADD CONSTRAINT "departure_confirmations_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_confirmations" ADD CONSTRAINT "departure_confirmations_confirmed_by_user_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;