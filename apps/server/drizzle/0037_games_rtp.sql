ALTER TABLE "games" ADD COLUMN "rtp_bp" integer;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_rtp_bp_check" CHECK ("games"."rtp_bp" BETWEEN 5000 AND 10000);