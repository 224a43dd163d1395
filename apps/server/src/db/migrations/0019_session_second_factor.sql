-- Issue 27 item 1: when each session passed the second factor (modules/auth/second-factor.ts).
-- Sessions from before this migration stay null: under REQUIRE_STAFF_MFA staff sign in again
-- once, with their code, to use the back office.
ALTER TABLE "session" ADD COLUMN "two_factor_verified_at" timestamp with time zone;
