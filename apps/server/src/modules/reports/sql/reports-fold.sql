-- The fold: takes up to p_limit events (oldest first) out of report_events and adds them to the rollups, all in the
-- caller's transaction, so an event is either in the queue or in the rollups, never both and never twice. The caller
-- holds the reports' advisory lock (one fold at a time across processes); SKIP LOCKED keeps a second folder, should
-- one run without the lock, off the rows the first has taken.
--
-- A member's agent is read when the event is folded (members.upline_member_id; 0: none). An active player is a
-- member's first settled stake of a day (report_day_members); a first deposit is the deposit that inserts the
-- member's report_depositors row.

-- report_batch: the events of one fold with what they add, a temporary table of the session, emptied at commit.
CREATE OR REPLACE FUNCTION reports_fold_take(p_limit integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_n integer;
BEGIN
  IF to_regclass('pg_temp.report_batch') IS NULL THEN
    CREATE TEMP TABLE report_batch (
      event_id bigint NOT NULL, merchant_id integer NOT NULL, kind text NOT NULL, day date NOT NULL, member_id integer NOT NULL,
      agent_id integer NOT NULL, vendor text, game_code text, rounds integer NOT NULL, stake bigint NOT NULL, win bigint NOT NULL,
      amount bigint NOT NULL
    ) ON COMMIT DELETE ROWS;
  END IF;
  WITH taken AS (
    DELETE FROM report_events e
     WHERE e.id IN (SELECT q.id FROM report_events q ORDER BY q.id LIMIT p_limit FOR UPDATE SKIP LOCKED)
    RETURNING e.*
  )
  INSERT INTO report_batch
  SELECT t.id, t.merchant_id, t.kind, t.day, t.member_id, coalesce(m.upline_member_id, 0), t.vendor, t.game_code, t.rounds, t.stake, t.win, t.amount
    FROM taken t LEFT JOIN members m ON m.id = t.member_id;
  GET DIAGNOSTICS v_n = ROW_COUNT;
  RETURN v_n;
END
$$;
--> statement-breakpoint
-- First deposits and active players of the batch become rows of their own kinds ('first_deposit', 'active').
CREATE OR REPLACE FUNCTION reports_fold_firsts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH firsts AS (
    INSERT INTO report_depositors (merchant_id, member_id, day)
    SELECT DISTINCT ON (b.merchant_id, b.member_id) b.merchant_id, b.member_id, b.day
      FROM report_batch b WHERE b.kind = 'deposit' ORDER BY b.merchant_id, b.member_id, b.event_id
    ON CONFLICT DO NOTHING
    RETURNING merchant_id, member_id
  )
  INSERT INTO report_batch
  SELECT d.event_id, d.merchant_id, 'first_deposit', d.day, d.member_id, d.agent_id, NULL, NULL, 0, 0, 0, d.amount
    FROM firsts f
    CROSS JOIN LATERAL (
      SELECT b.* FROM report_batch b WHERE b.kind = 'deposit' AND b.merchant_id = f.merchant_id AND b.member_id = f.member_id
       ORDER BY b.event_id LIMIT 1
    ) d;
  WITH fresh AS (
    INSERT INTO report_day_members (merchant_id, day, member_id, agent_id)
    SELECT DISTINCT ON (b.merchant_id, b.day, b.member_id) b.merchant_id, b.day, b.member_id, b.agent_id
      FROM report_batch b WHERE b.kind = 'round' AND b.stake > 0 ORDER BY b.merchant_id, b.day, b.member_id, b.event_id
    ON CONFLICT DO NOTHING
    RETURNING merchant_id, day, member_id, agent_id
  )
  INSERT INTO report_batch SELECT 0, f.merchant_id, 'active', f.day, f.member_id, f.agent_id, NULL, NULL, 0, 0, 0, 0 FROM fresh f;
END
$$;
--> statement-breakpoint
-- The batch's play and money flows added to one rollup of the same figures (by day, by agent and day, by agent and
-- month): p_key names the rollup's key columns after merchant_id, p_group the batch's expressions for them.
CREATE OR REPLACE FUNCTION reports_fold_flows(p_table text, p_key text, p_group text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    INSERT INTO %1$I AS r (merchant_id, %2$s, rounds, stake, win, bonus, deposits_count, deposits, withdrawals_count,
      withdrawals, first_deposits_count, first_deposits, registrations, active_players)
    SELECT b.merchant_id, %3$s, sum(b.rounds), sum(b.stake), sum(b.win),
      coalesce(sum(b.amount) FILTER (WHERE b.kind = 'bonus'), 0),
      count(*) FILTER (WHERE b.kind = 'deposit'), coalesce(sum(b.amount) FILTER (WHERE b.kind = 'deposit'), 0),
      count(*) FILTER (WHERE b.kind = 'withdrawal'), coalesce(sum(b.amount) FILTER (WHERE b.kind = 'withdrawal'), 0),
      count(*) FILTER (WHERE b.kind = 'first_deposit'), coalesce(sum(b.amount) FILTER (WHERE b.kind = 'first_deposit'), 0),
      count(*) FILTER (WHERE b.kind = 'registration'), count(*) FILTER (WHERE b.kind = 'active')
      FROM report_batch b GROUP BY b.merchant_id, %3$s
    ON CONFLICT (merchant_id, %2$s) DO UPDATE SET
      rounds = r.rounds + EXCLUDED.rounds, stake = r.stake + EXCLUDED.stake, win = r.win + EXCLUDED.win,
      bonus = r.bonus + EXCLUDED.bonus, deposits_count = r.deposits_count + EXCLUDED.deposits_count,
      deposits = r.deposits + EXCLUDED.deposits, withdrawals_count = r.withdrawals_count + EXCLUDED.withdrawals_count,
      withdrawals = r.withdrawals + EXCLUDED.withdrawals,
      first_deposits_count = r.first_deposits_count + EXCLUDED.first_deposits_count,
      first_deposits = r.first_deposits + EXCLUDED.first_deposits, registrations = r.registrations + EXCLUDED.registrations,
      active_players = r.active_players + EXCLUDED.active_players
  $sql$, p_table, p_key, p_group);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reports_fold(p_limit integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_n integer;
BEGIN
  v_n := reports_fold_take(p_limit);
  IF v_n = 0 THEN
    RETURN 0;
  END IF;
  PERFORM reports_fold_firsts();
  INSERT INTO report_game_days AS g (merchant_id, day, vendor, game_code, rounds, stake, win)
  SELECT b.merchant_id, b.day, b.vendor, b.game_code, sum(b.rounds), sum(b.stake), sum(b.win)
    FROM report_batch b WHERE b.kind = 'round' GROUP BY 1, 2, 3, 4
  ON CONFLICT (merchant_id, day, vendor, game_code)
  DO UPDATE SET rounds = g.rounds + EXCLUDED.rounds, stake = g.stake + EXCLUDED.stake, win = g.win + EXCLUDED.win;
  PERFORM reports_fold_flows('report_agent_days', 'day, agent_id', 'b.day, b.agent_id');
  PERFORM reports_fold_flows('report_agent_months', 'month, agent_id', 'date_trunc(''month'', b.day)::date, b.agent_id');
  PERFORM reports_fold_flows('report_agent_weeks', 'week, agent_id', 'date_trunc(''week'', b.day)::date, b.agent_id');
  PERFORM reports_fold_flows('report_days', 'day', 'b.day');
  INSERT INTO report_state AS s (id, folded_at) VALUES (1, now()) ON CONFLICT (id) DO UPDATE SET folded_at = now();
  TRUNCATE report_batch;
  RETURN v_n;
END
$$;
--> statement-breakpoint
-- The rollups built again from the records themselves (the first start after the reports were added, or on
-- request): every completed real-money round, reporting transfer and registration becomes an event, and the caller
-- folds them in the same REPEATABLE READ transaction. Events its snapshot cannot see (made meanwhile) stay queued
-- for the next fold, and what it can see it deletes, so nothing is counted twice.
CREATE OR REPLACE FUNCTION reports_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_events;
  DELETE FROM report_game_days;
  DELETE FROM report_agent_days;
  DELETE FROM report_agent_months;
  DELETE FROM report_agent_weeks;
  DELETE FROM report_days;
  DELETE FROM report_day_members;
  DELETE FROM report_depositors;
  INSERT INTO report_events (merchant_id, kind, day, member_id, vendor, game_code, rounds, stake, win)
  SELECT r.merchant_id, 'round', report_day(r.created_at), r.member_id, r.vendor, r.game_code, 1, r.stake, r.win
    FROM game_rounds r WHERE r.status = 'completed' AND r.currency = 'BRL' ORDER BY r.id;
  INSERT INTO report_events (merchant_id, kind, day, member_id, amount)
  SELECT t.merchant_id, e.kind, report_day(t.created_at), e.member_id, e.amount
    FROM ledger_transfers t
    CROSS JOIN LATERAL report_transfer_event(t.code, t.amount, t.debit_account_id, t.credit_account_id) e
   WHERE t.currency = 'BRL' AND t.code IN ('deposit', 'withdraw_settle', 'bonus', 'rebate') ORDER BY t.id;
  INSERT INTO report_events (merchant_id, kind, day, member_id)
  SELECT m.merchant_id, 'registration', report_day(m.created_at), m.id FROM members m WHERE m.type <> 4 ORDER BY m.id;
  INSERT INTO report_state AS s (id, built_at) VALUES (1, now()) ON CONFLICT (id) DO UPDATE SET built_at = now();
END
$$;
