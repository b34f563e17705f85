CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"currency" text NOT NULL,
	"code" text NOT NULL,
	"owner_id" bigint DEFAULT 0 NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_balance_check" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"currency" text NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"code" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"resolves_transfer_id" bigint,
	"reference" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_amount_check" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_accounts_check" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id")
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"round_id" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_status_check" CHECK ("game_rounds"."status" in ('open', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "seamless_transactions" (
	"vendor" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"amount" bigint NOT NULL,
	"ledger_transfer_id" bigint,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_transactions_vendor_transaction_id_pk" PRIMARY KEY("vendor","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "seamless_vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_wallet_vendors" (
	"merchant_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "transfer_wallet_vendors_merchant_id_vendor_code_pk" PRIMARY KEY("merchant_id","vendor_code")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_resolves_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("resolves_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_key_uq" ON "ledger_accounts" USING btree ("merchant_id","currency","code","owner_id","shard");--> statement-breakpoint
CREATE INDEX "ledger_accounts_owner_idx" ON "ledger_accounts" USING btree ("merchant_id","owner_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_key_uq" ON "ledger_transfers" USING btree ("merchant_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_resolves_uq" ON "ledger_transfers" USING btree ("resolves_transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_vendor_round_uq" ON "game_rounds" USING btree ("vendor","round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_member_idx" ON "game_rounds" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "seamless_transactions_round_idx" ON "seamless_transactions" USING btree ("vendor","round_id");--> statement-breakpoint
-- The only writer of balances: one call inserts the transfer (or finds it by
-- its idempotency key), moves both balances with conditional updates in
-- account-id order (no deadlock between two transfers) and appends the two
-- entries. Errors: LG001 insufficient funds, LG002 same key with another
-- request, LG004 a hold resolved with the wrong account or amount, LG005 an
-- account that is not of this merchant and currency.
CREATE FUNCTION ledger_post_transfer(
  p_merchant_id integer, p_currency text, p_debit bigint, p_credit bigint, p_amount bigint,
  p_code text, p_key text, p_hash text, p_resolves bigint, p_reference text, p_metadata jsonb)
RETURNS TABLE(transfer_id bigint, replayed boolean, debit_balance bigint, credit_balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_hash text;
  v_debit_balance bigint;
  v_credit_balance bigint;
  v_hold record;
BEGIN
  INSERT INTO ledger_transfers (merchant_id, currency, debit_account_id, credit_account_id, amount, code,
                                idempotency_key, request_hash, resolves_transfer_id, reference, metadata)
  VALUES (p_merchant_id, p_currency, p_debit, p_credit, p_amount, p_code, p_key, p_hash, p_resolves, p_reference, p_metadata)
  ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
  RETURNING id INTO v_id;

  IF v_id IS NULL THEN
    SELECT t.id, t.request_hash INTO v_id, v_hash
      FROM ledger_transfers t WHERE t.merchant_id = p_merchant_id AND t.idempotency_key = p_key;
    IF v_hash IS DISTINCT FROM p_hash THEN
      RAISE EXCEPTION 'idempotency key % reused with another request', p_key USING ERRCODE = 'LG002';
    END IF;
    RETURN QUERY SELECT v_id, true,
      (SELECT e.balance_after FROM ledger_entries e WHERE e.transfer_id = v_id AND e.amount < 0),
      (SELECT e.balance_after FROM ledger_entries e WHERE e.transfer_id = v_id AND e.amount > 0);
    RETURN;
  END IF;

  IF p_resolves IS NOT NULL THEN
    SELECT t.credit_account_id, t.amount INTO v_hold FROM ledger_transfers t WHERE t.id = p_resolves AND t.merchant_id = p_merchant_id;
    IF NOT FOUND OR v_hold.credit_account_id <> p_debit OR v_hold.amount <> p_amount THEN
      RAISE EXCEPTION 'transfer % does not resolve hold %', p_key, p_resolves USING ERRCODE = 'LG004';
    END IF;
  END IF;

  IF p_debit < p_credit THEN
    UPDATE ledger_accounts a SET balance = a.balance - p_amount, version = a.version + 1
      WHERE a.id = p_debit AND a.merchant_id = p_merchant_id AND a.currency = p_currency
        AND (a.allow_negative OR a.balance >= p_amount)
      RETURNING a.balance INTO v_debit_balance;
    IF v_debit_balance IS NULL THEN PERFORM ledger_refuse_debit(p_merchant_id, p_currency, p_debit); END IF;
    UPDATE ledger_accounts a SET balance = a.balance + p_amount, version = a.version + 1
      WHERE a.id = p_credit AND a.merchant_id = p_merchant_id AND a.currency = p_currency
      RETURNING a.balance INTO v_credit_balance;
  ELSE
    UPDATE ledger_accounts a SET balance = a.balance + p_amount, version = a.version + 1
      WHERE a.id = p_credit AND a.merchant_id = p_merchant_id AND a.currency = p_currency
      RETURNING a.balance INTO v_credit_balance;
    UPDATE ledger_accounts a SET balance = a.balance - p_amount, version = a.version + 1
      WHERE a.id = p_debit AND a.merchant_id = p_merchant_id AND a.currency = p_currency
        AND (a.allow_negative OR a.balance >= p_amount)
      RETURNING a.balance INTO v_debit_balance;
    IF v_debit_balance IS NULL THEN PERFORM ledger_refuse_debit(p_merchant_id, p_currency, p_debit); END IF;
  END IF;
  IF v_credit_balance IS NULL THEN
    RAISE EXCEPTION 'account % is not a % account of merchant %', p_credit, p_currency, p_merchant_id USING ERRCODE = 'LG005';
  END IF;

  INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
  VALUES (v_id, p_debit, -p_amount, v_debit_balance), (v_id, p_credit, p_amount, v_credit_balance);

  RETURN QUERY SELECT v_id, false, v_debit_balance, v_credit_balance;
END
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_refuse_debit(p_merchant_id integer, p_currency text, p_account bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = p_account AND a.merchant_id = p_merchant_id AND a.currency = p_currency) THEN
    RAISE EXCEPTION 'insufficient funds in account %', p_account USING ERRCODE = 'LG001';
  END IF;
  RAISE EXCEPTION 'account % is not a % account of merchant %', p_account, p_currency, p_merchant_id USING ERRCODE = 'LG005';
END
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: a correction is a new transfer', TG_TABLE_NAME USING ERRCODE = 'LG009';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
