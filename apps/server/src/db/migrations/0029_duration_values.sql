ALTER TABLE "experiences" ADD COLUMN "duration_hours" double precision;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "duration_days" integer;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "duration_nights" integer;--> statement-breakpoint
-- Fill the values from the text staff wrote, with the patterns parseDuration reads (packages/shared/src/format.ts); other wording stays text only.
UPDATE "experiences" SET "duration_hours" = replace((regexp_match(trim("duration"), '^(\d+(?:[.,]\d+)?)\s*(?:horas?|hrs?\.?|h)$', 'i'))[1], ',', '.')::double precision WHERE "duration" ~* '^\s*\d+(?:[.,]\d+)?\s*(?:horas?|hrs?\.?|h)\s*$';--> statement-breakpoint
UPDATE "trips" SET "duration_days" = (regexp_match(trim("duration"), '^(\d+)\s*d[ií]as?\s*(?:/|,|y)\s*(\d+)\s*noches?$', 'i'))[1]::integer, "duration_nights" = (regexp_match(trim("duration"), '^(\d+)\s*d[ií]as?\s*(?:/|,|y)\s*(\d+)\s*noches?$', 'i'))[2]::integer WHERE "duration" ~* '^\s*\d+\s*d[ií]as?\s*(?:/|,|y)\s*\d+\s*noches?\s*$';
