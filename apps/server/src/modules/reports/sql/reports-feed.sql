-- What the reports' rollups take in (docs/decisions/back-office.md, "Reports"): each trigger appends an event to
-- report_events in the transaction that makes the change, and the fold (reports-fold.sql) adds the events to the
-- rollups a second or so later. An event row is one small insert; the rollup rows many players share (the day's
-- totals, a popular game's day) are only ever written by the one fold at a time, so no bet waits on them.
--
-- The triggers fire rarely on the wallet's path: a round's on its completion (and on a change while completed),
-- never on an open round's bets; a transfer's only for real-money deposits, paid withdrawals, bonuses and rebates,
-- decided by the trigger's WHEN before any function runs.

-- The merchant's day of an instant (UTC−3 all year, as the contract's merchant-day.ts).
CREATE OR REPLACE FUNCTION report_day(p_at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((p_at AT TIME ZONE 'UTC') - interval '3 hours')::date
$$;
--> statement-breakpoint
-- A completed round counts on the day it started: +1 round with its stake and win when it completes, and what a
-- completed round's change adds or takes (a late win, a void that reopens or cancels it).
CREATE OR REPLACE FUNCTION report_round_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'completed' THEN
    INSERT INTO report_events (merchant_id, kind, day, member_id, vendor, game_code, rounds, stake, win)
    VALUES (OLD.merchant_id, 'round', report_day(OLD.created_at), OLD.member_id, OLD.vendor, OLD.game_code, -1, -OLD.stake, -OLD.win);
  END IF;
  IF NEW.status = 'completed' THEN
    INSERT INTO report_events (merchant_id, kind, day, member_id, vendor, game_code, rounds, stake, win)
    VALUES (NEW.merchant_id, 'round', report_day(NEW.created_at), NEW.member_id, NEW.vendor, NEW.game_code, 1, NEW.stake, NEW.win);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER game_rounds_report_insert AFTER INSERT ON game_rounds
  FOR EACH ROW WHEN (NEW.status = 'completed' AND NEW.currency = 'BRL') EXECUTE FUNCTION report_round_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER game_rounds_report_update AFTER UPDATE ON game_rounds
  FOR EACH ROW WHEN ((OLD.status = 'completed' OR NEW.status = 'completed') AND NEW.currency = 'BRL'
    AND (OLD.status, OLD.stake, OLD.win) IS DISTINCT FROM (NEW.status, NEW.stake, NEW.win))
  EXECUTE FUNCTION report_round_changed();
--> statement-breakpoint
-- What a transfer means to the reports: a deposit credited to a member, a withdrawal paid out of a member's hold, or
-- a bonus cost (paid by house.bonus to a member, or taken back: negative). Anything else: no row.
CREATE OR REPLACE FUNCTION report_transfer_event(p_code text, p_amount bigint, p_debit bigint, p_credit bigint)
RETURNS TABLE(kind text, member_id integer, amount bigint) LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_debit record;
  v_credit record;
BEGIN
  SELECT a.owner_id, a.code INTO v_debit FROM ledger_accounts a WHERE a.id = p_debit;
  SELECT a.owner_id, a.code INTO v_credit FROM ledger_accounts a WHERE a.id = p_credit;
  IF p_code = 'deposit' AND v_credit.owner_id <> 0 THEN
    RETURN QUERY SELECT 'deposit'::text, v_credit.owner_id::integer, p_amount;
  ELSIF p_code = 'withdraw_settle' AND v_debit.owner_id <> 0 THEN
    RETURN QUERY SELECT 'withdrawal'::text, v_debit.owner_id::integer, p_amount;
  ELSIF p_code IN ('bonus', 'rebate') AND v_debit.code = 'house.bonus' AND v_credit.owner_id <> 0 THEN
    RETURN QUERY SELECT 'bonus'::text, v_credit.owner_id::integer, p_amount;
  ELSIF p_code IN ('bonus', 'rebate') AND v_credit.code = 'house.bonus' AND v_debit.owner_id <> 0 THEN
    RETURN QUERY SELECT 'bonus'::text, v_debit.owner_id::integer, -p_amount;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_transfer_made() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_events (merchant_id, kind, day, member_id, amount)
  SELECT NEW.merchant_id, e.kind, report_day(NEW.created_at), e.member_id, e.amount
  FROM report_transfer_event(NEW.code, NEW.amount, NEW.debit_account_id, NEW.credit_account_id) e;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER ledger_transfers_report AFTER INSERT ON ledger_transfers
  FOR EACH ROW WHEN (NEW.currency = 'BRL' AND NEW.code IN ('deposit', 'withdraw_settle', 'bonus', 'rebate'))
  EXECUTE FUNCTION report_transfer_made();
--> statement-breakpoint
-- A real-money registration (trial accounts, type 4, are not registrations).
CREATE OR REPLACE FUNCTION report_member_registered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_events (merchant_id, kind, day, member_id) VALUES (NEW.merchant_id, 'registration', report_day(NEW.created_at), NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER members_report AFTER INSERT ON members
  FOR EACH ROW WHEN (NEW.type <> 4) EXECUTE FUNCTION report_member_registered();
