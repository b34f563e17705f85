CREATE TABLE "member_limit_changes" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text,
	"value" bigint,
	"requested_at" timestamp with time zone NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_limit_changes_merchant_id_member_id_kind_pk" PRIMARY KEY("merchant_id","member_id","kind")
);
--> statement-breakpoint
CREATE TABLE "member_limit_usage" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"staked" bigint DEFAULT 0 NOT NULL,
	"won" bigint DEFAULT 0 NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_limit_usage_merchant_id_member_id_day_pk" PRIMARY KEY("merchant_id","member_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_protection" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"loss_limit" bigint,
	"loss_period" text,
	"bet_limit" bigint,
	"bet_period" text,
	"deposit_limit" bigint,
	"deposit_period" text,
	"time_limit" integer,
	"time_period" text,
	"exclusion_kind" text,
	"excluded_since" timestamp with time zone,
	"excluded_until" timestamp with time zone,
	"exclusion_reason" text,
	"last_activity_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_protection_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id"),
	CONSTRAINT "member_protection_loss_check" CHECK (("member_protection"."loss_limit" is null) = ("member_protection"."loss_period" is null) and ("member_protection"."loss_limit" is null or "member_protection"."loss_limit" > 0)),
	CONSTRAINT "member_protection_bet_check" CHECK (("member_protection"."bet_limit" is null) = ("member_protection"."bet_period" is null) and ("member_protection"."bet_limit" is null or "member_protection"."bet_limit" > 0)),
	CONSTRAINT "member_protection_deposit_check" CHECK (("member_protection"."deposit_limit" is null) = ("member_protection"."deposit_period" is null) and ("member_protection"."deposit_limit" is null or "member_protection"."deposit_limit" > 0)),
	CONSTRAINT "member_protection_time_check" CHECK (("member_protection"."time_limit" is null) = ("member_protection"."time_period" is null) and ("member_protection"."time_limit" is null or "member_protection"."time_limit" > 0))
);
--> statement-breakpoint
CREATE INDEX "member_protection_excluded_idx" ON "member_protection" USING btree ("merchant_id","excluded_until") WHERE "member_protection"."exclusion_kind" is not null;