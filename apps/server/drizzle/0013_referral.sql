CREATE TABLE "referral_rewards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"referrer_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"referrer_reward" bigint DEFAULT 0 NOT NULL,
	"friend_reward" bigint DEFAULT 0 NOT NULL,
	"reward_day" date,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_rewards_amounts_check" CHECK ("referral_rewards"."referrer_reward" >= 0 and "referral_rewards"."friend_reward" >= 0)
);
--> statement-breakpoint
ALTER TABLE "login_history" ADD COLUMN "device_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_friend_uq" ON "referral_rewards" USING btree ("promotion_id","friend_id");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("merchant_id","referrer_id","status");--> statement-breakpoint
CREATE INDEX "members_upline_idx" ON "members" USING btree ("merchant_id","upline_member_id","created_at") WHERE "members"."upline_member_id" is not null;