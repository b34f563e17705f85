-- Test fixture, not a definition the server applies: the seamless wallet's functions as migrations 0005 and 0017
-- left them until migration 0020 (bets held in play until the round's end posted them to the house). The test of
-- migration 0020 (bets-to-house.migration.test.ts) builds a database of that time with them.
CREATE FUNCTION seamless_settle_round(p_round_pk bigint, p_merchant_id integer, p_currency text, p_inplay bigint, p_house bigint, p_win bigint, p_settled_at timestamptz)
RETURNS text LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v_round record;
  v_bet record;
  v_held integer := 0;
  v_status text;
BEGIN
  SELECT * INTO v_round FROM game_rounds WHERE id = p_round_pk;
  FOR v_bet IN
    SELECT s.transaction_id, s.ledger_transfer_id, s.amount FROM seamless_transactions s
     WHERE s.vendor = v_round.vendor AND s.round_id = v_round.round_id AND s.kind = 'bet'
       AND s.ledger_transfer_id IS NOT NULL AND s.request_hash <> 'tombstone'
       AND NOT EXISTS (SELECT 1 FROM seamless_transactions x
                        WHERE x.vendor = s.vendor AND x.round_id = s.round_id AND x.kind = 'rollback'
                          AND x.response->>'referenceTransactionId' = s.transaction_id)
  LOOP
    PERFORM ledger_post_transfer(p_merchant_id, p_currency, p_inplay, p_house, v_bet.amount, 'bet_settle',
      'gsw:settle:' || v_bet.ledger_transfer_id, 'settle', v_bet.ledger_transfer_id, v_round.round_id, NULL);
    v_held := v_held + 1;
  END LOOP;
  v_status := CASE WHEN v_held = 0 AND v_round.win + p_win = 0 THEN 'cancelled' ELSE 'completed' END;
  UPDATE game_rounds SET win = win + p_win, status = v_status, settled_at = p_settled_at WHERE id = p_round_pk;
  RETURN v_status;
END
$$;
--> statement-breakpoint
CREATE FUNCTION seamless_bet(p_vendor text, p_txid text, p_merchant_id integer, p_member_id integer, p_round text, p_game text,
  p_currency text, p_amount bigint, p_hash text, p_cash bigint, p_inplay bigint)
RETURNS TABLE(transfer_id bigint, replayed boolean, balance bigint)
LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v_moved record;
  v_existing text;
BEGIN
  SELECT * INTO v_moved FROM ledger_post_transfer(p_merchant_id, p_currency, p_cash, p_inplay, p_amount, 'bet',
    'gsw:' || p_vendor || ':' || p_txid, p_hash, NULL, p_round, NULL);
  IF v_moved.replayed THEN
    RETURN QUERY SELECT v_moved.transfer_id, true, v_moved.debit_balance;
    RETURN;
  END IF;
  INSERT INTO game_rounds (merchant_id, member_id, vendor, round_id, game_code, currency, stake)
  VALUES (p_merchant_id, p_member_id, p_vendor, p_round, p_game, p_currency, p_amount)
  ON CONFLICT (vendor, round_id) DO UPDATE SET stake = game_rounds.stake + EXCLUDED.stake
    WHERE game_rounds.status = 'open' AND game_rounds.member_id = p_member_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'round % is closed', p_round USING ERRCODE = 'LG201';
  END IF;
  INSERT INTO seamless_transactions (vendor, transaction_id, kind, member_id, round_id, request_hash, amount, ledger_transfer_id, response)
  VALUES (p_vendor, p_txid, 'bet', p_member_id, p_round, p_hash, p_amount, v_moved.transfer_id, jsonb_build_object('balance', v_moved.debit_balance::text))
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    SELECT s.request_hash INTO v_existing FROM seamless_transactions s WHERE s.vendor = p_vendor AND s.transaction_id = p_txid;
    IF v_existing = 'tombstone' THEN
      RAISE EXCEPTION 'bet % was cancelled before it arrived', p_txid USING ERRCODE = 'LG201';
    END IF;
    RAISE EXCEPTION 'transaction % reused with other data', p_txid USING ERRCODE = 'LG002';
  END IF;
  RETURN QUERY SELECT v_moved.transfer_id, false, v_moved.debit_balance;
END
$$;
--> statement-breakpoint
CREATE FUNCTION seamless_win(p_vendor text, p_txid text, p_merchant_id integer, p_member_id integer, p_round text, p_game text,
  p_currency text, p_amount bigint, p_hash text, p_end boolean, p_cash bigint, p_inplay bigint, p_house bigint, p_at timestamptz)
RETURNS TABLE(transfer_id bigint, replayed boolean, balance bigint)
LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v_round record;
  v_stored record;
  v_moved record;
  v_transfer bigint;
  v_balance bigint;
BEGIN
  -- Wins, rollbacks and ends of one round apply one at a time.
  SELECT * INTO v_round FROM game_rounds WHERE vendor = p_vendor AND round_id = p_round FOR UPDATE;
  IF NOT FOUND THEN
    -- Wins without a bet exist (free spins, prizes): they open their own round.
    INSERT INTO game_rounds (merchant_id, member_id, vendor, round_id, game_code, currency, stake)
    VALUES (p_merchant_id, p_member_id, p_vendor, p_round, p_game, p_currency, 0) ON CONFLICT (vendor, round_id) DO NOTHING;
    SELECT * INTO v_round FROM game_rounds WHERE vendor = p_vendor AND round_id = p_round FOR UPDATE;
  END IF;
  IF v_round.member_id <> p_member_id THEN
    RAISE EXCEPTION 'round % belongs to another player', p_round USING ERRCODE = 'LG202';
  END IF;
  SELECT * INTO v_stored FROM seamless_transactions s WHERE s.vendor = p_vendor AND s.transaction_id = p_txid;
  IF FOUND THEN
    IF v_stored.request_hash IS DISTINCT FROM p_hash THEN
      RAISE EXCEPTION 'transaction % reused with other data', p_txid USING ERRCODE = 'LG002';
    END IF;
    RETURN QUERY SELECT v_stored.ledger_transfer_id, true, (v_stored.response->>'balance')::bigint;
    RETURN;
  END IF;
  IF v_round.status <> 'open' THEN
    RAISE EXCEPTION 'round % is closed', p_round USING ERRCODE = 'LG201';
  END IF;
  IF p_amount > 0 THEN
    SELECT * INTO v_moved FROM ledger_post_transfer(p_merchant_id, p_currency, p_house, p_cash, p_amount, 'win',
      'gsw:' || p_vendor || ':' || p_txid, p_hash, NULL, p_round, NULL);
    v_transfer := v_moved.transfer_id;
    v_balance := v_moved.credit_balance;
  ELSE
    SELECT a.balance INTO v_balance FROM ledger_accounts a WHERE a.id = p_cash;
  END IF;
  INSERT INTO seamless_transactions (vendor, transaction_id, kind, member_id, round_id, request_hash, amount, ledger_transfer_id, response)
  VALUES (p_vendor, p_txid, 'win', p_member_id, p_round, p_hash, p_amount, v_transfer, jsonb_build_object('balance', coalesce(v_balance, 0)::text));
  IF p_end THEN
    PERFORM seamless_settle_round(v_round.id, p_merchant_id, p_currency, p_inplay, p_house, p_amount, p_at);
  ELSE
    UPDATE game_rounds SET win = win + p_amount WHERE id = v_round.id;
  END IF;
  RETURN QUERY SELECT v_transfer, false, coalesce(v_balance, 0);
END
$$;
