CREATE TABLE "chat_canned_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_canned_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_operator_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" DROP CONSTRAINT "chat_conversations_member_unique";--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "assigned_operator_id" integer;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "assigned_operator_name" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mall_redemptions" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mall_redemptions" ADD COLUMN "delivered_by" text;--> statement-breakpoint
ALTER TABLE "mall_redemptions" ADD COLUMN "delivery_note" text;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD COLUMN "note" text;--> statement-breakpoint
CREATE INDEX "chat_canned_replies_merchant_idx" ON "chat_canned_replies" USING btree ("merchant_id","language","title");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_member_open_unique" ON "chat_conversations" USING btree ("merchant_id","member_id") WHERE closed_at is null;--> statement-breakpoint
CREATE INDEX "chat_conversations_member_idx" ON "chat_conversations" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE INDEX "chat_conversations_recent_idx" ON "chat_conversations" USING btree ("merchant_id","last_message_at");--> statement-breakpoint
CREATE INDEX "mall_redemptions_waiting_idx" ON "mall_redemptions" USING btree ("merchant_id","created_at") WHERE "mall_redemptions"."delivered_at" is null and "mall_redemptions"."cash_amount" is null;