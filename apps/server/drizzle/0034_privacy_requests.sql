CREATE TABLE "privacy_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_token" text,
	"lease_until" timestamp with time zone,
	"retry_at" timestamp with time zone,
	"error" text,
	"file_key" text,
	"bytes" bigint,
	"sha256" text,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"file_deleted_at" timestamp with time zone,
	"decided_by" text,
	"refusal_reason" text,
	"retain_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_requests_kind_check" CHECK ("privacy_requests"."kind" in ('export', 'closure')),
	CONSTRAINT "privacy_requests_status_check" CHECK ("privacy_requests"."status" in ('pending', 'processing', 'done', 'refused', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "privacy_requests_member_idx" ON "privacy_requests" USING btree ("merchant_id","member_id","requested_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_requested_idx" ON "privacy_requests" USING btree ("merchant_id","requested_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_runnable_idx" ON "privacy_requests" USING btree ("status","retry_at") WHERE "privacy_requests"."kind" = 'export' and "privacy_requests"."status" in ('pending', 'processing');--> statement-breakpoint
CREATE INDEX "privacy_requests_files_idx" ON "privacy_requests" USING btree ("expires_at") WHERE "privacy_requests"."file_key" is not null and "privacy_requests"."file_deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_closure_uq" ON "privacy_requests" USING btree ("merchant_id","member_id") WHERE "privacy_requests"."kind" = 'closure' and "privacy_requests"."status" in ('pending', 'processing', 'done');--> statement-breakpoint
CREATE INDEX "privacy_requests_retain_idx" ON "privacy_requests" USING btree ("retain_until") WHERE "privacy_requests"."retain_until" is not null;--> statement-breakpoint
-- A merchant that edited its role matrix keeps its rows; the auditor reads the personal-data requests as the default matrix says.
INSERT INTO "operator_role_permissions" ("merchant_id", "role", "permission")
SELECT "merchant_id", 'auditor', 'privacy.read' FROM "operator_role_matrices"
ON CONFLICT DO NOTHING;
