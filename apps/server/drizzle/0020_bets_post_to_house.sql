-- A seamless bet now posts its stake straight to the member's house.games
-- shard, and a rollback refunds it from there (the refund resolves the bet,
-- so a bet is refunded once at most). Ending a round only closes the round
-- row. Before, every bet was an in-play hold that the round's end posted to
-- the house with one more transfer per bet: a third ledger transfer per round
-- (two balance updates, two entries) and a scan of the round's transactions
-- for its held bets, on the wallet's busiest path. The stakes of a member's
-- running rounds (the wallet's inPlay) are read from the open rounds instead.
--
-- A paid win's provider id is also no longer copied into seamless_transactions:
-- its ledger transfer (key gsw:<vendor>:<id>, with the request hash) already
-- holds the replay answer. Wins of nothing, rollbacks and tombstones, which move
-- no money, are still stored there, and so are bets: their row is what a
-- rollback that arrives first collides with.

-- Bets held by rounds still open when this migration runs are moved to the
-- new form: the hold is released to cash and the stake posted again as a bet
-- to the house, which the round's bet row then names, so a later rollback
-- refunds that bet and a later end finds nothing more to post.
DO $$
DECLARE
  v_bet record;
  v_house bigint;
  v_moved record;
BEGIN
  FOR v_bet IN
    SELECT s.vendor, s.transaction_id, s.ledger_transfer_id, s.amount, r.merchant_id, r.member_id, r.currency, r.round_id,
           t.debit_account_id AS cash, t.credit_account_id AS inplay
      FROM seamless_transactions s
      JOIN game_rounds r ON r.vendor = s.vendor AND r.round_id = s.round_id AND r.status = 'open'
      JOIN ledger_transfers t ON t.id = s.ledger_transfer_id
     WHERE s.kind = 'bet' AND s.request_hash <> 'tombstone'
       AND NOT EXISTS (SELECT 1 FROM seamless_transactions x
                        WHERE x.vendor = s.vendor AND x.round_id = s.round_id AND x.kind = 'rollback'
                          AND x.response->>'referenceTransactionId' = s.transaction_id)
       AND NOT EXISTS (SELECT 1 FROM ledger_transfers z WHERE z.resolves_transfer_id = s.ledger_transfer_id)
  LOOP
    INSERT INTO ledger_accounts (merchant_id, currency, code, owner_id, shard, allow_negative)
    VALUES (v_bet.merchant_id, v_bet.currency, 'house.games', 0, v_bet.member_id % 64, true) ON CONFLICT DO NOTHING;
    SELECT a.id INTO v_house FROM ledger_accounts a
     WHERE a.merchant_id = v_bet.merchant_id AND a.currency = v_bet.currency AND a.code = 'house.games' AND a.owner_id = 0 AND a.shard = v_bet.member_id % 64;
    PERFORM ledger_post_transfer(v_bet.merchant_id, v_bet.currency, v_bet.inplay, v_bet.cash, v_bet.amount, 'bet_refund',
      'migration-0020:release:' || v_bet.ledger_transfer_id, 'migration-0020', v_bet.ledger_transfer_id, v_bet.round_id, NULL);
    SELECT * INTO v_moved FROM ledger_post_transfer(v_bet.merchant_id, v_bet.currency, v_bet.cash, v_house, v_bet.amount, 'bet',
      'migration-0020:bet:' || v_bet.ledger_transfer_id, 'migration-0020', NULL, v_bet.round_id, NULL);
    UPDATE seamless_transactions SET ledger_transfer_id = v_moved.transfer_id WHERE vendor = v_bet.vendor AND transaction_id = v_bet.transaction_id;
  END LOOP;
END
$$;
--> statement-breakpoint
DROP FUNCTION seamless_win(text, text, integer, integer, text, text, text, bigint, text, boolean, bigint, bigint, bigint, timestamptz);
--> statement-breakpoint
DROP FUNCTION seamless_bet(text, text, integer, integer, text, text, text, bigint, text, bigint, bigint);
--> statement-breakpoint
DROP FUNCTION seamless_settle_round(bigint, integer, text, bigint, bigint, bigint, timestamptz);
--> statement-breakpoint
-- Closes a round the caller has locked, adding its last win: completed, or
-- cancelled when no stake is left (every bet rolled back) and nothing was won.
CREATE FUNCTION seamless_end_round(p_round_pk bigint, p_win bigint, p_settled_at timestamptz)
RETURNS text LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v_status text;
BEGIN
  UPDATE game_rounds SET win = win + p_win, settled_at = p_settled_at,
         status = CASE WHEN stake = 0 AND win + p_win = 0 THEN 'cancelled' ELSE 'completed' END
   WHERE id = p_round_pk
  RETURNING status INTO v_status;
  RETURN v_status;
END
$$;
--> statement-breakpoint
-- The stake moves from cash to the member's house shard (p_house). The bet's
-- row in seamless_transactions is inserted after the round's: a rollback of
-- this id that arrived first left a tombstone there, and the insert meets it.
CREATE FUNCTION seamless_bet(p_vendor text, p_txid text, p_merchant_id integer, p_member_id integer, p_round text, p_game text,
  p_currency text, p_amount bigint, p_hash text, p_cash bigint, p_house bigint)
RETURNS TABLE(transfer_id bigint, replayed boolean, balance bigint)
LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v_moved record;
  v_existing text;
BEGIN
  SELECT * INTO v_moved FROM ledger_post_transfer(p_merchant_id, p_currency, p_cash, p_house, p_amount, 'bet',
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
-- A win is paid from the member's house shard; with p_end the round closes.
-- A replay is answered from the win's ledger transfer (a paid win) or from its
-- seamless_transactions row (a win of nothing); an id used before by another
-- call with other data, a bet's included, is refused (LG002).
CREATE FUNCTION seamless_win(p_vendor text, p_txid text, p_merchant_id integer, p_member_id integer, p_round text, p_game text,
  p_currency text, p_amount bigint, p_hash text, p_end boolean, p_cash bigint, p_house bigint, p_at timestamptz)
RETURNS TABLE(transfer_id bigint, replayed boolean, balance bigint)
LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v_round record;
  v_paid record;
  v_stored record;
  v_moved record;
  v_transfer bigint;
  v_balance bigint;
BEGIN
  -- Wins, rollbacks and ends of one round apply one at a time.
  SELECT r.id, r.member_id, r.status INTO v_round FROM game_rounds r WHERE r.vendor = p_vendor AND r.round_id = p_round FOR UPDATE;
  IF NOT FOUND THEN
    -- Wins without a bet exist (free spins, prizes): they open their own round.
    INSERT INTO game_rounds (merchant_id, member_id, vendor, round_id, game_code, currency, stake)
    VALUES (p_merchant_id, p_member_id, p_vendor, p_round, p_game, p_currency, 0) ON CONFLICT (vendor, round_id) DO NOTHING;
    SELECT r.id, r.member_id, r.status INTO v_round FROM game_rounds r WHERE r.vendor = p_vendor AND r.round_id = p_round FOR UPDATE;
  END IF;
  IF v_round.member_id <> p_member_id THEN
    RAISE EXCEPTION 'round % belongs to another player', p_round USING ERRCODE = 'LG202';
  END IF;
  SELECT t.id, t.request_hash INTO v_paid FROM ledger_transfers t WHERE t.merchant_id = p_merchant_id AND t.idempotency_key = 'gsw:' || p_vendor || ':' || p_txid;
  IF FOUND THEN
    IF v_paid.request_hash IS DISTINCT FROM p_hash THEN
      RAISE EXCEPTION 'transaction % reused with other data', p_txid USING ERRCODE = 'LG002';
    END IF;
    RETURN QUERY SELECT v_paid.id, true, (SELECT e.balance_after FROM ledger_entries e WHERE e.transfer_id = v_paid.id AND e.amount > 0);
    RETURN;
  END IF;
  SELECT s.request_hash, s.response INTO v_stored FROM seamless_transactions s WHERE s.vendor = p_vendor AND s.transaction_id = p_txid;
  IF FOUND THEN
    IF v_stored.request_hash IS DISTINCT FROM p_hash THEN
      RAISE EXCEPTION 'transaction % reused with other data', p_txid USING ERRCODE = 'LG002';
    END IF;
    RETURN QUERY SELECT NULL::bigint, true, (v_stored.response->>'balance')::bigint;
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
    INSERT INTO seamless_transactions (vendor, transaction_id, kind, member_id, round_id, request_hash, amount, ledger_transfer_id, response)
    VALUES (p_vendor, p_txid, 'win', p_member_id, p_round, p_hash, 0, NULL, jsonb_build_object('balance', coalesce(v_balance, 0)::text));
  END IF;
  IF p_end THEN
    PERFORM seamless_end_round(v_round.id, p_amount, p_at);
  ELSE
    UPDATE game_rounds SET win = win + p_amount WHERE id = v_round.id;
  END IF;
  RETURN QUERY SELECT v_transfer, false, coalesce(v_balance, 0);
END
$$;
--> statement-breakpoint
-- The stakes of a member's running rounds (the wallet's inPlay).
CREATE INDEX game_rounds_open_idx ON game_rounds (merchant_id, member_id) WHERE status = 'open';
