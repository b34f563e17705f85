ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_resolves_transfer_id_ledger_transfers_id_fk";
