CREATE TABLE "booking_passenger_checkins" (
	"booking_id" uuid NOT NULL,
	"passenger" integer NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"checked_in_by" uuid,
	"also_checked_in_at" timestamp with time zone,
	"also_checked_in_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_passenger_checkins_booking_id_passenger_pk" PRIMARY KEY("booking_id","passenger")
);
--> statement-breakpoint
ALTER TABLE "booking_passenger_checkins" ADD CONSTRAINT "booking_passenger_checkins_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_passenger_checkins" ADD CONSTRAINT "booking_passenger_checkins_checked_in_by_user_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_passenger_checkins" ADD CONSTRAINT "booking_passenger_checkins_also_checked_in_by_user_id_fk" FOREIGN KEY ("also_checked_in_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Bookings checked in before passengers were counted one by one: every passenger came (decision 0190).
INSERT INTO "booking_passenger_checkins" ("booking_id", "passenger", "checked_in_at", "checked_in_by", "recorded_at")
SELECT b."id", p, b."checked_in_at", b."checked_in_by", b."checked_in_at"
FROM "bookings" b, generate_series(0, b."passengers" - 1) AS p
WHERE b."checked_in_at" IS NOT NULL;
