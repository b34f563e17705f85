CREATE TABLE "login_challenges" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"device_id" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_reason" text
);
--> statement-breakpoint
CREATE TABLE "member_backup_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_backup_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_two_factor" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"secret_sealed" text,
	"pending_sealed" text,
	"pending_expires_at" timestamp with time zone,
	"last_step" bigint,
	"enabled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "login_challenges_member_idx" ON "login_challenges" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_backup_codes_code_uq" ON "member_backup_codes" USING btree ("member_id","code_hash");