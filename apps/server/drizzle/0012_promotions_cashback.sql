CREATE TABLE "cashback_settlements" (
	"promotion_id" integer NOT NULL,
	"period" text NOT NULL,
	"payouts" integer NOT NULL,
	"total" bigint NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashback_settlements_promotion_id_period_pk" PRIMARY KEY("promotion_id","period")
);
--> statement-breakpoint
DROP INDEX "promotion_entries_member_uq";--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "linked_promotion_id" integer;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD COLUMN "period" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD COLUMN "basis_amount" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_entries_member_uq" ON "promotion_entries" USING btree ("promotion_id","member_id","period");