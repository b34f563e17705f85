CREATE TABLE "agent_settlement_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_settlement_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"trigger" text NOT NULL,
	"actor" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"due" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "agent_settlement_runs_list_idx" ON "agent_settlement_runs" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "agent_settlement_runs_period_idx" ON "agent_settlement_runs" USING btree ("merchant_id","kind","period");--> statement-breakpoint
CREATE INDEX "agent_payouts_period_idx" ON "agent_payouts" USING btree ("merchant_id","kind","period");