CREATE TABLE "booking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"type" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_at_idx" ON "booking_events" USING btree ("booking_id","at");--> statement-breakpoint
-- The history bookings already have, as events (decision 0196): started or sold, paid and how,
-- each refund part recorded, each passenger checked in, each date move of the audit trail.
-- Reminders and e-mails sent before this migration left no trace and get none.
INSERT INTO "booking_events" ("booking_id", "at", "type", "actor_kind", "actor_id", "actor_name", "data")
SELECT e."booking_id", e."at", e."type", e."actor_kind", e."actor_id", e."actor_name", e."data"
FROM (
	SELECT b."id" AS "booking_id", b."created_at" AS "at", 'created' AS "type",
		CASE WHEN b."source" = 'manual' THEN 'staff' ELSE 'traveller' END AS "actor_kind",
		CASE WHEN b."source" = 'manual' THEN b."created_by" ELSE b."user_id" END AS "actor_id",
		CASE WHEN b."source" = 'manual' THEN coalesce(u."full_name", u."email") END AS "actor_name",
		jsonb_build_object('source', b."source") || CASE WHEN b."source" = 'manual' AND u."role" IS NOT NULL THEN jsonb_build_object('actorRole', u."role") ELSE '{}'::jsonb END AS "data",
		0 AS "rank"
	FROM "bookings" b LEFT JOIN "user" u ON u."id" = b."created_by"
	UNION ALL
	SELECT b."id", b."paid_at", 'paid',
		CASE WHEN b."source" = 'manual' THEN 'staff' WHEN b."provider_capture_id" IS NOT NULL THEN 'provider' ELSE 'traveller' END,
		CASE WHEN b."source" = 'manual' THEN b."created_by" WHEN b."provider_capture_id" IS NULL THEN b."user_id" END,
		CASE WHEN b."source" = 'manual' THEN coalesce(u."full_name", u."email") WHEN b."provider_capture_id" IS NOT NULL THEN b."payment_provider" END,
		jsonb_build_object(
			'method', CASE WHEN b."manual_payment_method" IS NOT NULL THEN 'manual' WHEN b."provider_capture_id" IS NOT NULL THEN 'provider' WHEN b."gift_card_amount" > 0 THEN 'gift card' ELSE 'coupon' END,
			'provider', CASE WHEN b."manual_payment_method" IS NULL AND b."provider_capture_id" IS NOT NULL THEN b."payment_provider" END,
			'manualMethod', b."manual_payment_method",
			'amount', round((b."amount" + b."gift_card_amount") * 100)::bigint,
			'giftCard', round(b."gift_card_amount" * 100)::bigint
		),
		1
	FROM "bookings" b LEFT JOIN "user" u ON u."id" = b."created_by"
	WHERE b."paid_at" IS NOT NULL
	UNION ALL
	SELECT r."booking_id", r."created_at", 'refunded',
		CASE WHEN r."requested_by" IS NULL THEN 'provider' WHEN u."role" = 'Viajero' THEN 'traveller' ELSE 'staff' END,
		r."requested_by",
		CASE WHEN r."requested_by" IS NULL THEN b."payment_provider" ELSE coalesce(u."full_name", u."email") END,
		jsonb_build_object('amount', round(r."amount" * 100)::bigint, 'kind', r."event_type", 'refundKey', r."refund_key", 'reason', r."reason"),
		2
	FROM "booking_refunds" r JOIN "bookings" b ON b."id" = r."booking_id" LEFT JOIN "user" u ON u."id" = r."requested_by"
	WHERE r."event_type" NOT IN ('pending', 'refused')
	UNION ALL
	SELECT c."booking_id", c."checked_in_at", 'checked_in', 'staff', c."checked_in_by", coalesce(u."full_name", u."email"),
		jsonb_build_object('passenger', c."passenger", 'name', coalesce(nullif(trim(b."passenger_names" ->> c."passenger"), ''), 'Pasajero ' || (c."passenger" + 1))),
		3
	FROM "booking_passenger_checkins" c JOIN "bookings" b ON b."id" = c."booking_id" LEFT JOIN "user" u ON u."id" = c."checked_in_by"
	UNION ALL
	SELECT b."id", a."at", 'date_changed',
		CASE WHEN a."actor_role" IS NULL OR a."actor_role" = 'Viajero' THEN 'traveller' ELSE 'staff' END,
		u."id", a."actor_name",
		jsonb_build_object('from', a."before", 'to', a."after") || CASE WHEN a."actor_role" IS NOT NULL AND a."actor_role" <> 'Viajero' THEN jsonb_build_object('actorRole', a."actor_role") ELSE '{}'::jsonb END,
		4
	FROM "audit_log" a JOIN "bookings" b ON b."id"::text = a."record_id" LEFT JOIN "user" u ON u."id" = a."actor_id"
	WHERE a."record_kind" = 'booking' AND a."action" = 'reschedule'
) e
ORDER BY e."at", e."rank";
