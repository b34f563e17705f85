-- The operator audit trail (issue 29, docs/decisions/back-office.md): who did what, when, from where, to which object,
-- before and after. Append-only (the trigger in modules/audit/sql/audit-append-only.sql) and hash-chained: `seq`
-- counts rows without gaps, each `hash` covers the row and the previous row's hash, so `ops audit check` finds an
-- altered or removed row.
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"merchant_id" integer,
	"at" timestamp with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"ip" text NOT NULL,
	"action" text NOT NULL,
	"object_type" text,
	"object_id" text,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_seq_uq" ON "audit_log" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "audit_log_merchant_seq_idx" ON "audit_log" USING btree ("merchant_id","seq");--> statement-breakpoint
CREATE INDEX "audit_log_object_idx" ON "audit_log" USING btree ("object_type","object_id","seq");