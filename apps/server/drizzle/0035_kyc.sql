CREATE TABLE "kyc_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_liveness_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"adapter" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"score" smallint,
	"file_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kyc_sandbox_cpf" (
	"merchant_id" integer NOT NULL,
	"cpf" text NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"birth_date" date NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_sandbox_cpf_merchant_id_cpf_pk" PRIMARY KEY("merchant_id","cpf")
);
--> statement-breakpoint
CREATE TABLE "kyc_sandbox_switches" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"registry_down" boolean DEFAULT false NOT NULL,
	"liveness_fail_all" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_kyc" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"full_name" text,
	"declared_birth_date" date,
	"cpf_status" text,
	"cpf_checked_at" timestamp with time zone,
	"registry_name" text,
	"name_match" boolean,
	"birthdate_match" boolean,
	"adult" boolean,
	"cpf_attempts_day" date,
	"cpf_attempts" smallint DEFAULT 0 NOT NULL,
	"liveness" text DEFAULT 'none' NOT NULL,
	"liveness_score" smallint,
	"liveness_at" timestamp with time zone,
	"selfie_file_id" bigint,
	"liveness_attempts_day" date,
	"liveness_attempts" smallint DEFAULT 0 NOT NULL,
	"document_state" text DEFAULT 'none' NOT NULL,
	"document_kind" text,
	"document_reason" text,
	"front_file_id" bigint,
	"back_file_id" bigint,
	"document_submitted_at" timestamp with time zone,
	"document_decided_at" timestamp with time zone,
	"document_decided_by" text,
	"verified_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" text,
	"alert_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_kyc_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id"),
	CONSTRAINT "member_kyc_score_check" CHECK ("member_kyc"."liveness_score" is null or "member_kyc"."liveness_score" between 0 and 100)
);
--> statement-breakpoint
CREATE INDEX "kyc_files_member_idx" ON "kyc_files" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE INDEX "kyc_liveness_sessions_member_idx" ON "kyc_liveness_sessions" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_kyc_pending_idx" ON "member_kyc" USING btree ("merchant_id","document_submitted_at") WHERE "member_kyc"."document_state" = 'pending';--> statement-breakpoint
CREATE INDEX "member_kyc_alert_idx" ON "member_kyc" USING btree ("merchant_id","alert_at") WHERE "member_kyc"."alert_at" is not null;--> statement-breakpoint
-- A merchant that edited its role matrix keeps its rows; the auditor reads the identity checks as the default matrix says.
INSERT INTO "operator_role_permissions" ("merchant_id", "role", "permission")
SELECT "merchant_id", 'auditor', 'kyc.read' FROM "operator_role_matrices"
ON CONFLICT DO NOTHING;
