ALTER TABLE "experiences" ADD COLUMN "weekdays" text[] DEFAULT '{sat,sun}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "seasons" jsonb DEFAULT '[]'::jsonb NOT NULL;