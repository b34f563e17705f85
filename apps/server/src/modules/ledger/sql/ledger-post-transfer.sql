-- The only writer of balances (docs/decisions/ledger-and-wallet.md, "One writer"): one call inserts the transfer (or
-- finds it by its idempotency key), moves both balances with conditional updates in account-id order (no deadlock
-- between two transfers) and appends the two entries. Errors: LG001 insufficient funds, LG002 same key with another
-- request, LG004 a hold resolved with the wrong account or amount, LG005 an account that is not of this merchant and
-- currency. The ledger service (ledger.repository.ts) and the ledger's moves (sql/ledger-moves.sql) call it.
--
-- Every row it touches is found by a key, so a sequential scan is never the right plan; yet PL/pgSQL keeps the
-- generic plan it made for each statement while the tables were small (just installed, or analysed while empty), and
-- a seq scan planned then stayed in use as they grew. With seq scans off while it runs, its plans use the indexes from
-- the first call (docs/decisions/wallet-performance.md, "No sequential scans inside the wallet functions").
CREATE OR REPLACE FUNCTION ledger_post_transfer(
  p_merchant_id integer, p_currency text, p_debit bigint, p_credit bigint, p_amount bigint,
  p_code text, p_key text, p_hash text, p_resolves bigint, p_reference text, p_metadata jsonb)
RETURNS TABLE(transfer_id bigint, replayed boolean, debit_balance bigint, credit_balance bigint)
LANGUAGE plpgsql SET enable_seqscan = off AS $$
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
CREATE OR REPLACE FUNCTION ledger_refuse_debit(p_merchant_id integer, p_currency text, p_account bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = p_account AND a.merchant_id = p_merchant_id AND a.currency = p_currency) THEN
    RAISE EXCEPTION 'insufficient funds in account %', p_account USING ERRCODE = 'LG001';
  END IF;
  RAISE EXCEPTION 'account % is not a % account of merchant %', p_account, p_currency, p_merchant_id USING ERRCODE = 'LG005';
END
$$;
