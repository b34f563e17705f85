CREATE TABLE "deposit_channels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"method" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"daily_max" bigint NOT NULL,
	"presets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "deposit_channels_limits_check" CHECK ("deposit_channels"."min_amount" > 0 and "deposit_channels"."min_amount" <= "deposit_channels"."max_amount")
);
--> statement-breakpoint
CREATE TABLE "deposit_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"request_id" text NOT NULL,
	"txid" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"br_code" text,
	"end_to_end_id" text,
	"ledger_transfer_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "deposit_orders_amount_check" CHECK ("deposit_orders"."amount" > 0),
	CONSTRAINT "deposit_orders_status_check" CHECK ("deposit_orders"."status" in ('pending', 'paid', 'expired', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"pix_key_type" text NOT NULL,
	"pix_key" text NOT NULL,
	"holder_name" text NOT NULL,
	"holder_cpf" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_limits" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"daily_max" bigint NOT NULL,
	"max_accounts" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"request_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"pix_key_type" text NOT NULL,
	"pix_key" text NOT NULL,
	"holder_name" text NOT NULL,
	"holder_cpf" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hold_transfer_id" bigint NOT NULL,
	"reason" text,
	"end_to_end_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('pending', 'approved', 'paid', 'rejected', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "pix_sandbox_charges" (
	"txid" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'ATIVA' NOT NULL,
	"amount" bigint NOT NULL,
	"chave" text NOT NULL,
	"devedor" jsonb,
	"solicitacao_pagador" text,
	"expiracao_seconds" bigint NOT NULL,
	"location" text NOT NULL,
	"br_code" text NOT NULL,
	"end_to_end_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "pix_sandbox_charges_status_check" CHECK ("pix_sandbox_charges"."status" in ('ATIVA', 'CONCLUIDA', 'REMOVIDA_PELO_PSP'))
);
--> statement-breakpoint
CREATE TABLE "pix_sandbox_payouts" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"pix_key" text NOT NULL,
	"pix_key_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"holder_cpf" text NOT NULL,
	"status" text NOT NULL,
	"end_to_end_id" text,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_channels_merchant_code_uq" ON "deposit_channels" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_order_no_uq" ON "deposit_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_txid_uq" ON "deposit_orders" USING btree ("txid");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_request_uq" ON "deposit_orders" USING btree ("merchant_id","member_id","request_id");--> statement-breakpoint
CREATE INDEX "deposit_orders_member_idx" ON "deposit_orders" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_pending_idx" ON "deposit_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_member_key_uq" ON "payout_accounts" USING btree ("merchant_id","member_id","pix_key_type","pix_key");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_order_no_uq" ON "withdrawals" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_request_uq" ON "withdrawals" USING btree ("merchant_id","member_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("merchant_id","status","created_at");