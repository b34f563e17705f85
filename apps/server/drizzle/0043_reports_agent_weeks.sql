CREATE TABLE "report_agent_weeks" (
	"merchant_id" integer NOT NULL,
	"week" date NOT NULL,
	"agent_id" integer NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"deposits_count" integer DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"withdrawals_count" integer DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"first_deposits_count" integer DEFAULT 0 NOT NULL,
	"first_deposits" bigint DEFAULT 0 NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"active_players" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_agent_weeks_merchant_id_week_agent_id_pk" PRIMARY KEY("merchant_id","week","agent_id")
);
--> statement-breakpoint
-- An install with reports already: the weeks summed from the agent days folded so far, under the fold's advisory lock
-- ("RPRT", reports.repository.ts) so that no process folds between the read and the commit.
SELECT pg_advisory_xact_lock(1380995668);
--> statement-breakpoint
INSERT INTO "report_agent_weeks" ("merchant_id", "week", "agent_id", "rounds", "stake", "win", "bonus", "deposits_count",
  "deposits", "withdrawals_count", "withdrawals", "first_deposits_count", "first_deposits", "registrations", "active_players")
SELECT "merchant_id", date_trunc('week', "day")::date, "agent_id", sum("rounds"), sum("stake"), sum("win"), sum("bonus"),
  sum("deposits_count"), sum("deposits"), sum("withdrawals_count"), sum("withdrawals"), sum("first_deposits_count"),
  sum("first_deposits"), sum("registrations"), sum("active_players")
FROM "report_agent_days" GROUP BY 1, 2, 3;
