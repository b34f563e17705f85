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
-- refunds that bet and a later end finds nothing more to post. Only a database that had such bets
-- finds any, and it has ledger_post_transfer(): the migrations that made it defined that function then (it is
-- now defined in apps/server/src/modules/ledger/sql, applied after the migrations); on a new database the loop
-- body never runs, so the function it names is never looked up.
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
-- The functions of the first form go; those of the new form (seamless_bet, seamless_win, seamless_end_round) are
-- defined in apps/server/src/modules/ledger/sql/ledger-moves.sql and applied after the migrations.
DROP FUNCTION IF EXISTS seamless_win(text, text, integer, integer, text, text, text, bigint, text, boolean, bigint, bigint, bigint, timestamptz);
--> statement-breakpoint
DROP FUNCTION IF EXISTS seamless_bet(text, text, integer, integer, text, text, text, bigint, text, bigint, bigint);
--> statement-breakpoint
DROP FUNCTION IF EXISTS seamless_settle_round(bigint, integer, text, bigint, bigint, bigint, timestamptz);
--> statement-breakpoint
-- The stakes of a member's running rounds (the wallet's inPlay).
CREATE INDEX game_rounds_open_idx ON game_rounds (merchant_id, member_id) WHERE status = 'open';
