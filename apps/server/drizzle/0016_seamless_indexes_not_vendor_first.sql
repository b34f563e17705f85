-- Seamless transactions are found by transaction id or by round, never by vendor
-- alone: both indexes now lead with the id. With the vendor first, a vendor the
-- statistics had not seen yet was estimated at one row and the planner took
-- either index for a vendor-only scan, so each settle or replay read every row
-- of that vendor (wallet calls slowed from milliseconds to seconds within minutes).
DROP INDEX "seamless_transactions_round_idx";--> statement-breakpoint
ALTER TABLE "seamless_transactions" DROP CONSTRAINT "seamless_transactions_vendor_transaction_id_pk";--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_transaction_id_vendor_pk" PRIMARY KEY("transaction_id","vendor");--> statement-breakpoint
CREATE INDEX "seamless_transactions_round_idx" ON "seamless_transactions" USING btree ("round_id","vendor");