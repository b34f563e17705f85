CREATE TABLE "promotion_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" text DEFAULT 'joined' NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"wagering_target" bigint DEFAULT 0 NOT NULL,
	"deposit_ref" text,
	"granted_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_entries_amounts_check" CHECK ("promotion_entries"."bonus" >= 0 and "promotion_entries"."wagering_target" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"rules" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_application_pictures" (
	"application_id" bigint NOT NULL,
	"n" smallint NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "reward_application_pictures_application_id_n_pk" PRIMARY KEY("application_id","n")
);
--> statement-breakpoint
CREATE TABLE "reward_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"remarks" text NOT NULL,
	"status" text DEFAULT 'applying' NOT NULL,
	"reward" bigint NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"promotion_id" integer NOT NULL,
	"streak" smallint NOT NULL,
	"reward" bigint NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_entries_member_uq" ON "promotion_entries" USING btree ("promotion_id","member_id");--> statement-breakpoint
CREATE INDEX "promotion_entries_member_idx" ON "promotion_entries" USING btree ("merchant_id","member_id");--> statement-breakpoint
CREATE INDEX "promotion_entries_process_idx" ON "promotion_entries" USING btree ("status") WHERE "promotion_entries"."status" = 'process';--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_merchant_code_uq" ON "promotions" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_applications_pending_uq" ON "reward_applications" USING btree ("promotion_id","member_id") WHERE "reward_applications"."status" = 'applying';--> statement-breakpoint
CREATE INDEX "reward_applications_member_idx" ON "reward_applications" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_applications_queue_idx" ON "reward_applications" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_ins_member_day_uq" ON "sign_ins" USING btree ("merchant_id","member_id","day");