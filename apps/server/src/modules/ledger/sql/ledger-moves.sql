-- A bet's whole story in the ledger: the ledger's moves for the seamless wallet (modules/ledger/ledger-moves.ts calls
-- these; docs/decisions/seamless-wallet.md). A bet takes the stake from the member's cash to the member's house.games
-- shard (seamless_bet). A win pays from that shard (seamless_win) and, with endRound, closes the round; an end without
-- a win closes it too (seamless_end_round). A rollback, rarer, refunds a bet from the shard it went to, once, in
-- TypeScript (modules/ledger/ledger-rollback.ts). Bet and win are one statement each, so a provider's call is one round
-- trip to the database (docs/decisions/wallet-performance.md, "One statement per bet and win"). Money moves only
-- through ledger_post_transfer() (ledger-post-transfer.sql); its idempotency key gsw:<vendor>:<transaction id> and the
-- request hash answer a replay.
--
-- Errors: LG201 the round is closed (or the bet was cancelled before it arrived), LG202 the round belongs to another
-- player, LG002 a transaction id reused with other data, LG001 insufficient funds.
--
-- Every row these functions touch is found by a key: with seq scans off while they run, PL/pgSQL's generic plans use
-- the indexes from the first call, even when they were made while the tables were small.

-- Closes a round the caller has locked, adding its last win: completed, or cancelled when no stake is left (every bet
-- rolled back) and nothing was won.
CREATE OR REPLACE FUNCTION seamless_end_round(p_round_pk bigint, p_win bigint, p_settled_at timestamptz)
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
-- The stake moves from cash to the member's house shard (p_house). The bet's row in seamless_transactions is inserted
-- after the round's: a rollback of this id that arrived first left a tombstone there, and the insert meets it. Bets
-- posted straight to the house since migration 0020: before, each was an in-play hold that the round's end posted to
-- the house with a third transfer per round.
CREATE OR REPLACE FUNCTION seamless_bet(p_vendor text, p_txid text, p_merchant_id integer, p_member_id integer, p_round text, p_game text,
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
-- A win is paid from the member's house shard; with p_end the round closes. A replay is answered from the win's ledger
-- transfer (a paid win's id lives in the ledger only) or from its seamless_transactions row (a win of nothing); an id
-- used before by another call with other data, a bet's included, is refused (LG002).
--
-- A win that pays money on an open round of its own player (nearly every win) starts with the round's update, which
-- takes the round's row lock, and lets the ledger posting's idempotency key answer a replay: a SELECT ... FOR UPDATE
-- first would write a WAL record and a page of its own before the update wrote the row again (+2.7 % bet/win pairs a
-- second, migration 0021). A replay of such a win finds the round closed (the win ended it) and takes the checks below,
-- or open (the win left it open): the ledger then answers it and this call's addition to the round's win is taken back
-- in the same transaction. Every other case (no round yet, a closed round, another player's round, a win of nothing)
-- takes the checks below.
CREATE OR REPLACE FUNCTION seamless_win(p_vendor text, p_txid text, p_merchant_id integer, p_member_id integer, p_round text, p_game text,
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
  -- The usual win pays money on an open round of its own player: the round's update comes first and takes
  -- its row lock (wins, rollbacks and ends of one round apply one at a time), and the ledger's key answers a
  -- replay. Everything else (no round yet, a closed round, another player's round, a win of nothing, an id
  -- stored in seamless_transactions) takes the checks below.
  IF p_amount > 0 THEN
    UPDATE game_rounds r SET win = r.win + p_amount,
           status = CASE WHEN p_end THEN 'completed' ELSE r.status END,
           settled_at = CASE WHEN p_end THEN p_at ELSE r.settled_at END
     WHERE r.vendor = p_vendor AND r.round_id = p_round AND r.status = 'open' AND r.member_id = p_member_id
    RETURNING r.id INTO v_round;
    IF FOUND THEN
      -- An id a bet, a rollback or a win of nothing took (seamless_transactions) is refused, as below.
      SELECT s.request_hash INTO v_stored FROM seamless_transactions s WHERE s.vendor = p_vendor AND s.transaction_id = p_txid;
      IF FOUND AND v_stored.request_hash IS DISTINCT FROM p_hash THEN
        RAISE EXCEPTION 'transaction % reused with other data', p_txid USING ERRCODE = 'LG002';
      END IF;
      SELECT * INTO v_moved FROM ledger_post_transfer(p_merchant_id, p_currency, p_house, p_cash, p_amount, 'win',
        'gsw:' || p_vendor || ':' || p_txid, p_hash, NULL, p_round, NULL);
      IF v_moved.replayed THEN
        -- Paid before, by a win that left the round open (one that ended it would have closed it): this
        -- call's addition is taken back, and the first answer given again.
        UPDATE game_rounds r SET win = r.win - p_amount WHERE r.id = v_round.id;
      END IF;
      RETURN QUERY SELECT v_moved.transfer_id, v_moved.replayed, v_moved.credit_balance;
      RETURN;
    END IF;
  END IF;
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
