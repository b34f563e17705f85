-- Money has bounds (issue 27): each game provider's bets and wins are capped (per vendor, default
-- R$ 1.000.000,00), and no member account may hold more than R$ 99.999.999.999,99, so sums of balances stay
-- far inside bigint and every balance fits the API's money strings. A posting past the bound fails whole.
ALTER TABLE "seamless_vendors" ADD COLUMN "max_amount_minor" bigint DEFAULT 100000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_bound_check" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."balance" <= 9999999999999);