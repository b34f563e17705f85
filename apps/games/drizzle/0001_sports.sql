CREATE TABLE "sport_fixtures" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"sport" text NOT NULL,
	"league_id" text NOT NULL,
	"league_name" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"home_odds" text NOT NULL,
	"draw_odds" text,
	"away_odds" text NOT NULL,
	"odds_version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"result" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sport_fixtures_game_idx" ON "sport_fixtures" USING btree ("game_code","status","starts_at");--> statement-breakpoint
CREATE INDEX "rounds_open_match_idx" ON "rounds" USING btree (("state"->>'matchId')) WHERE "rounds"."engine" = 'sports' and "rounds"."status" = 'open';