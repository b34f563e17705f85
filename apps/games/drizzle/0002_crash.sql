CREATE TABLE "crash_chains" (
	"id" text PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"seed" "bytea" NOT NULL,
	"hashes" "bytea" NOT NULL,
	"length" integer NOT NULL,
	"terminating_hash" text NOT NULL,
	"used_rounds" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"chain_id" text NOT NULL,
	"chain_round" integer NOT NULL,
	"hash" text NOT NULL,
	"crash_cents" integer NOT NULL,
	"phase" text NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "crash_chains_game_idx" ON "crash_chains" USING btree ("game_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_chain_uq" ON "crash_rounds" USING btree ("chain_id","chain_round");--> statement-breakpoint
CREATE INDEX "crash_rounds_game_idx" ON "crash_rounds" USING btree ("game_code","created_at");