ALTER TABLE "member_protection" ADD COLUMN "identity_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_protection" ADD COLUMN "restriction_kind" text;--> statement-breakpoint
ALTER TABLE "member_protection" ADD COLUMN "restricted_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_protection" ADD COLUMN "restricted_until" timestamp with time zone;