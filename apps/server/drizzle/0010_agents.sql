CREATE TABLE "agent_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"agent_id" integer NOT NULL,
	"offered_by" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_rate" CHECK ("agent_contracts"."rate_bp" > 0 and "agent_contracts"."rate_bp" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "agent_payouts" (
	"contract_id" integer,
	"period" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"round_count" integer NOT NULL,
	"first_round_id" bigint,
	"last_round_id" bigint,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_transfer_id" bigint,
	"basis" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_payouts_agent_id_kind_period_pk" PRIMARY KEY("agent_id","kind","period")
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_rates" (
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"category" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"set_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_rebate_rates_agent_id_category_pk" PRIMARY KEY("agent_id","category"),
	CONSTRAINT "agent_rebate_rates_range" CHECK ("agent_rebate_rates"."rate_bp" >= 0 and "agent_rebate_rates"."rate_bp" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "agent_tree" (
	"merchant_id" integer NOT NULL,
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" smallint NOT NULL,
	"child_id" integer,
	CONSTRAINT "agent_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_live_uq" ON "agent_contracts" USING btree ("agent_id","kind") WHERE "agent_contracts"."status" in ('offered', 'accepted');--> statement-breakpoint
CREATE INDEX "agent_contracts_status_idx" ON "agent_contracts" USING btree ("merchant_id","kind","status");--> statement-breakpoint
CREATE INDEX "agent_payouts_agent_idx" ON "agent_payouts" USING btree ("merchant_id","agent_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_tree_descendant_idx" ON "agent_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "agent_tree_team_idx" ON "agent_tree" USING btree ("ancestor_id","depth","descendant_id","child_id");--> statement-breakpoint
-- Hand-written: the closure rows of every member as they are now; from here the trigger agent_tree_link
-- (apps/server/src/modules/agents/sql/agent-tree.sql, applied after the migrations) adds those of each new member.
INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth, child_id)
WITH RECURSIVE up AS (
  SELECT m.merchant_id, m.id AS ancestor_id, m.id AS descendant_id, m.upline_member_id AS next_id, 0 AS depth, NULL::integer AS child_id FROM members m
  UNION ALL
  SELECT up.merchant_id, p.id, up.descendant_id, p.upline_member_id, up.depth + 1, up.ancestor_id FROM up JOIN members p ON p.id = up.next_id
)
SELECT merchant_id, ancestor_id, descendant_id, depth, child_id FROM up;
--> statement-breakpoint
-- Read paths of the agent area on other modules' tables (team P&L, counters, team betting): indexes only, no writes.
-- The INCLUDE columns let a day's activity be read from the index alone.
CREATE INDEX game_rounds_settled_idx ON game_rounds (merchant_id, settled_at) INCLUDE (member_id, stake, win, currency) WHERE status = 'completed';
--> statement-breakpoint
CREATE INDEX game_rounds_created_idx ON game_rounds (merchant_id, created_at) INCLUDE (member_id, currency);
--> statement-breakpoint
CREATE INDEX ledger_transfers_team_codes_idx ON ledger_transfers (merchant_id, created_at) WHERE code IN ('deposit', 'withdraw_settle', 'bonus', 'rebate', 'commission');
--> statement-breakpoint
CREATE INDEX login_history_day_idx ON login_history (merchant_id, created_at) INCLUDE (member_id);
--> statement-breakpoint
CREATE INDEX sessions_seen_idx ON sessions (merchant_id, last_seen_at) INCLUDE (member_id, expires_at) WHERE revoked_at IS NULL;
--> statement-breakpoint
CREATE INDEX members_created_idx ON members (merchant_id, created_at);
