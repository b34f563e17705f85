-- Own-account money (issue 30 item 6): a deposit paid from another CPF is returned to its payer, never credited; the
-- sandbox PSP reports who paid, returns what arrived (devolução) and answers DICT lookups of key owners.
ALTER TABLE "deposit_orders" DROP CONSTRAINT "deposit_orders_status_check";--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_status_check" CHECK ("deposit_orders"."status" in ('pending', 'paid', 'expired', 'cancelled', 'returning', 'returned', 'return_failed'));--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "payer_cpf" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "return_error" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pix_sandbox_charges" ADD COLUMN "payer_cpf" text;--> statement-breakpoint
ALTER TABLE "pix_sandbox_charges" ADD COLUMN "payer_name" text;--> statement-breakpoint
CREATE INDEX "pix_sandbox_charges_e2e_idx" ON "pix_sandbox_charges" USING btree ("end_to_end_id");--> statement-breakpoint
CREATE TABLE "pix_sandbox_refunds" (
	"end_to_end_id" text NOT NULL,
	"id" text NOT NULL,
	"rtr_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pix_sandbox_refunds_end_to_end_id_id_pk" PRIMARY KEY("end_to_end_id","id")
);
--> statement-breakpoint
CREATE TABLE "pix_sandbox_dict_keys" (
	"pix_key" text PRIMARY KEY NOT NULL,
	"pix_key_type" text NOT NULL,
	"owner_cpf" text NOT NULL,
	"owner_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
