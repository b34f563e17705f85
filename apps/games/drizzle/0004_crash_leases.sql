CREATE TABLE "crash_leases" (
	"game_code" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"epoch" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_one_crash_bet_uq" ON "rounds" USING btree (("state"->>'crashRoundId'),"player_id") WHERE "rounds"."engine" = 'crash' and "rounds"."status" in ('created', 'open', 'settled');