-- Lighter ledger indexes for the wallet's hot path: the resolved-hold index
-- keeps only the transfers that resolve a hold (the others' NULLs all landed
-- on its last page), and entries lose the index of their always-generated id
-- (they are read by account and by transfer).
DROP INDEX "ledger_transfers_resolves_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_resolves_uq" ON "ledger_transfers" USING btree ("resolves_transfer_id") WHERE "ledger_transfers"."resolves_transfer_id" is not null;--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_pkey";
