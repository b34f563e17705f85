CREATE TABLE "barred_cases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "barred_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"category" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'blocked' NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"owed_at_closure_minor" bigint,
	CONSTRAINT "barred_cases_category_check" CHECK ("category" in ('social_program', 'central_self_exclusion', 'court_order', 'gambling_disorder', 'sports_influence', 'operator_related', 'public_agent', 'other')),
	CONSTRAINT "barred_cases_source_check" CHECK ("source" in ('login', 'sweep')),
	CONSTRAINT "barred_cases_status_check" CHECK ("status" in ('blocked', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "barred_member_checks" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"last_check_day" date NOT NULL,
	"last_checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "barred_member_checks_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "barred_refunds" (
	"vendor" text NOT NULL,
	"bet_transaction_id" text NOT NULL,
	"case_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"refunded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "barred_refunds_vendor_bet_transaction_id_pk" PRIMARY KEY("vendor","bet_transaction_id")
);
--> statement-breakpoint
CREATE TABLE "barred_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "barred_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"run_token" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"checked" integer DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "barred_runs_status_check" CHECK ("status" in ('running', 'finished', 'failed')),
	CONSTRAINT "barred_runs_trigger_check" CHECK ("barred_runs"."trigger" in ('job', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "barred_sandbox_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "barred_sandbox_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"cpf" text NOT NULL,
	"category" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "barred_sandbox_entries_category_check" CHECK ("category" in ('social_program', 'central_self_exclusion', 'court_order', 'gambling_disorder', 'sports_influence', 'operator_related', 'public_agent', 'other'))
);
--> statement-breakpoint
CREATE TABLE "barred_sandbox_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"failing" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "barred_cases_member_uq" ON "barred_cases" USING btree ("merchant_id","member_id");--> statement-breakpoint
CREATE INDEX "barred_cases_status_idx" ON "barred_cases" USING btree ("merchant_id","status","deadline_at");--> statement-breakpoint
CREATE INDEX "barred_refunds_case_idx" ON "barred_refunds" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "barred_runs_running_uq" ON "barred_runs" USING btree ("merchant_id") WHERE "barred_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "barred_runs_merchant_idx" ON "barred_runs" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "barred_sandbox_entries_cpf_uq" ON "barred_sandbox_entries" USING btree ("merchant_id","cpf");--> statement-breakpoint
-- A merchant that edited its role matrix keeps its rows; the auditor reads the barred-persons screens as the default matrix says.
INSERT INTO "operator_role_permissions" ("merchant_id", "role", "permission")
SELECT "merchant_id", 'auditor', 'barred.read' FROM "operator_role_matrices"
ON CONFLICT DO NOTHING;
