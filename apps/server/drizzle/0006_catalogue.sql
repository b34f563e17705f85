CREATE TABLE "catalogue_versions" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_favourites" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourites_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_names" (
	"game_id" bigint NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	CONSTRAINT "game_names_game_id_language_pk" PRIMARY KEY("game_id","language")
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"icon_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "game_vendors_merchant_id_code_pk" PRIMARY KEY("merchant_id","code")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"game_type" text NOT NULL,
	"classify" text,
	"min_bet_minor" bigint NOT NULL,
	"lines" integer,
	"icon_url" text,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"hot_rank" smallint,
	"support_play" boolean DEFAULT true NOT NULL,
	"engine" text NOT NULL,
	"engine_config" text,
	"demo" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_min_bet_check" CHECK ("games"."min_bet_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" bigint NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "sport_matches" (
	"vendor" text NOT NULL,
	"match_id" text NOT NULL,
	"game_code" text NOT NULL,
	"sport" text NOT NULL,
	"league_id" text NOT NULL,
	"league_name" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"home_logo_url" text NOT NULL,
	"away_logo_url" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"home_odds" text NOT NULL,
	"draw_odds" text,
	"away_odds" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_matches_vendor_match_id_pk" PRIMARY KEY("vendor","match_id")
);
--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launch_tokens" ADD CONSTRAINT "game_launch_tokens_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_names" ADD CONSTRAINT "game_names_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_favourites_member_idx" ON "game_favourites" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code_uq" ON "games" USING btree ("merchant_id","vendor","game_code");--> statement-breakpoint
CREATE INDEX "recent_games_member_idx" ON "recent_games" USING btree ("member_id","played_at");--> statement-breakpoint
CREATE INDEX "sport_matches_starts_idx" ON "sport_matches" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "game_rounds_big_wins_idx" ON "game_rounds" USING btree ("merchant_id","win" DESC NULLS LAST) WHERE "game_rounds"."status" = 'completed' and "game_rounds"."win" > 0 and "game_rounds"."currency" = 'BRL';