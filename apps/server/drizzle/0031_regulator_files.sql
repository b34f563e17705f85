-- Regulator files (issue 30 item 9): one row per merchant day, claimed by one process with a conditional UPDATE;
-- every delivery of the files; what the embedded sandbox regulator received.
CREATE TABLE "regulator_file_sets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "regulator_file_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_token" text,
	"lease_until" timestamp with time zone,
	"retry_at" timestamp with time zone,
	"error" text,
	"generation" integer DEFAULT 0 NOT NULL,
	"generated_at" timestamp with time zone,
	"manifest" jsonb,
	"manifest_sha256" text,
	"manifest_bytes" integer,
	"delivery" text DEFAULT 'pending' NOT NULL,
	"auto_deliveries" integer DEFAULT 0 NOT NULL,
	"deliver_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regulator_file_sets_status_check" CHECK ("regulator_file_sets"."status" in ('pending', 'running', 'generated', 'failed')),
	CONSTRAINT "regulator_file_sets_delivery_check" CHECK ("regulator_file_sets"."delivery" in ('pending', 'accepted', 'failed', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "regulator_submissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "regulator_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_set_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"adapter" text NOT NULL,
	"result" text NOT NULL,
	"receipt" text,
	"error" text,
	"requested_by" text NOT NULL,
	"manifest_sha256" text NOT NULL,
	CONSTRAINT "regulator_submissions_result_check" CHECK ("regulator_submissions"."result" in ('accepted', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "regulator_sandbox_receipts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "regulator_sandbox_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"manifest_sha256" text NOT NULL,
	"files" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "regulator_file_sets_day_uq" ON "regulator_file_sets" USING btree ("merchant_id","day");--> statement-breakpoint
CREATE INDEX "regulator_submissions_set_idx" ON "regulator_submissions" USING btree ("file_set_id","id");--> statement-breakpoint
CREATE INDEX "regulator_sandbox_receipts_day_idx" ON "regulator_sandbox_receipts" USING btree ("merchant_id","day");--> statement-breakpoint
-- A merchant that edited its role matrix keeps its rows; the auditor reads the new files as the default matrix says.
INSERT INTO "operator_role_permissions" ("merchant_id", "role", "permission")
SELECT "merchant_id", 'auditor', 'regulator.read' FROM "operator_role_matrices"
ON CONFLICT DO NOTHING;
