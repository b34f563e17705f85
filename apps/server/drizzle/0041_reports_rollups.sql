CREATE TABLE "report_agent_days" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
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
	CONSTRAINT "report_agent_days_merchant_id_day_agent_id_pk" PRIMARY KEY("merchant_id","day","agent_id")
);
--> statement-breakpoint
CREATE TABLE "report_day_members" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"member_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	CONSTRAINT "report_day_members_merchant_id_day_member_id_pk" PRIMARY KEY("merchant_id","day","member_id")
);
--> statement-breakpoint
CREATE TABLE "report_days" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
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
	CONSTRAINT "report_days_merchant_id_day_pk" PRIMARY KEY("merchant_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_depositors" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "report_depositors_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "report_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"member_id" integer NOT NULL,
	"vendor" text,
	"game_code" text,
	"rounds" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_game_days" (
	"merchant_id" integer NOT NULL,
	"day" date NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_game_days_merchant_id_day_vendor_game_code_pk" PRIMARY KEY("merchant_id","day","vendor","game_code")
);
--> statement-breakpoint
CREATE TABLE "report_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"built_at" timestamp with time zone,
	"folded_at" timestamp with time zone
);
