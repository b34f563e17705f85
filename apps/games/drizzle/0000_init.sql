CREATE TABLE "game_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"currency" text NOT NULL,
	"screen_name" text NOT NULL,
	"language" text NOT NULL,
	"game" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"currency" text NOT NULL,
	"game_code" text NOT NULL,
	"engine" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"state" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "rounds_stake_check" CHECK ("rounds"."stake_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "fair_seeds" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "rounds_player_game_idx" ON "rounds" USING btree ("player_id","game_code","created_at");--> statement-breakpoint
CREATE INDEX "rounds_unfinished_idx" ON "rounds" USING btree ("updated_at") WHERE "rounds"."status" in ('created', 'open');--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seeds_active_uq" ON "fair_seeds" USING btree ("player_id") WHERE "fair_seeds"."active";