-- Player limits, pauses and exclusions in the seamless wallet's bets (issue 30; docs/decisions/player-protection.md).
-- The ledger's moves call protected_bet() and protected_win() instead of seamless_bet() and seamless_win()
-- (modules/ledger/sql/ledger-moves.sql), which they wrap: a member without a member_protection row costs one index
-- probe and plays as before. For a protected member the bet locks that row first, so the member's bets are checked
-- one at a time against the sums of member_limit_usage over each limit's period: 50 parallel bets at the edge of a
-- loss limit never pass it. The check runs after the bet is posted and raises, which undoes the whole statement; a
-- replay is answered before any check, as the wallet protocol wants.
--
-- Lock order: member_protection, then (inside the ledger's functions) the accounts and the round, then the usage row.
-- Wins and rollbacks take no member_protection lock: they only add room under a limit (a check that reads a win a
-- moment late is the safe side).
--
-- Errors: LG310 required limits not set, LG311 paused, LG312 excluded (self or operator), LG313 loss limit,
-- LG314 bet limit, LG315 time limit, LG316 identity not verified, LG317 restricted (barred person).

-- The merchant's day of an instant: Brazil's UTC−3 without daylight saving (packages/contract/src/merchant-day.ts).
CREATE OR REPLACE FUNCTION protection_day(p_at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT ((p_at AT TIME ZONE 'UTC') - interval '3 hours')::date
$$;
--> statement-breakpoint
-- The first day of the period (day, ISO week from Monday, calendar month) that holds p_day.
CREATE OR REPLACE FUNCTION protection_period_start(p_period text, p_day date) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_period
    WHEN 'week' THEN p_day - (extract(isodow FROM p_day)::int - 1)
    WHEN 'month' THEN date_trunc('month', p_day)::date
    ELSE p_day END
$$;
--> statement-breakpoint
-- Time played grows by the gap since the last activity when it is at most 5 minutes; a longer gap was a break.
CREATE OR REPLACE FUNCTION protection_activity_seconds(p_last timestamptz, p_at timestamptz) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_last IS NULL OR p_at <= p_last OR p_at - p_last > interval '5 minutes' THEN 0
    ELSE floor(extract(epoch FROM p_at - p_last))::int END
$$;
--> statement-breakpoint
-- A request of a protected member: its time played grows (the session guard calls this at most once a minute).
-- Returns the seconds added; 0 for a member without a row.
CREATE OR REPLACE FUNCTION protection_touch(p_merchant_id integer, p_member_id integer, p_at timestamptz)
RETURNS integer LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v_last timestamptz;
  v_seconds integer;
BEGIN
  SELECT p.last_activity_at INTO v_last FROM member_protection p
   WHERE p.merchant_id = p_merchant_id AND p.member_id = p_member_id FOR UPDATE;
  IF NOT FOUND THEN RETURN 0; END IF;
  v_seconds := protection_activity_seconds(v_last, p_at);
  UPDATE member_protection p SET last_activity_at = greatest(p_at, coalesce(v_last, p_at))
   WHERE p.merchant_id = p_merchant_id AND p.member_id = p_member_id;
  IF v_seconds > 0 THEN
    INSERT INTO member_limit_usage (merchant_id, member_id, day, seconds)
    VALUES (p_merchant_id, p_member_id, protection_day(p_at), v_seconds)
    ON CONFLICT (merchant_id, member_id, day) DO UPDATE SET seconds = member_limit_usage.seconds + EXCLUDED.seconds;
  END IF;
  RETURN v_seconds;
END
$$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS protected_bet(text, text, integer, integer, text, text, text, bigint, text, bigint, bigint, timestamptz, boolean);
--> statement-breakpoint
DROP FUNCTION IF EXISTS protected_bet(text, text, integer, integer, text, text, text, bigint, text, bigint, bigint, timestamptz, boolean, boolean);
--> statement-breakpoint
-- p_required: the jurisdiction requires loss and time limits (duty player_limits); p_identity: it requires a verified
-- identity (duty verified_identity). The bet is posted once, after the member's row is locked; every check below
-- raises, which undoes it. A replay is answered before any check, as the wallet protocol wants.
CREATE FUNCTION protected_bet(p_vendor text, p_txid text, p_merchant_id integer, p_member_id integer, p_round text, p_game text,
  p_currency text, p_amount bigint, p_hash text, p_cash bigint, p_house bigint, p_at timestamptz, p_required boolean,
  p_identity boolean)
RETURNS TABLE(transfer_id bigint, replayed boolean, balance bigint)
LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v_p record;
  v_found boolean;
  v_moved record;
  v_day date := protection_day(p_at);
  v_seconds integer;
  v_time_from date;
  v_loss_from date;
  v_bet_from date;
  v_seconds_used bigint;
  v_loss bigint;
  v_staked bigint;
BEGIN
  SELECT * INTO v_p FROM member_protection p WHERE p.merchant_id = p_merchant_id AND p.member_id = p_member_id FOR UPDATE;
  v_found := FOUND;
  SELECT * INTO v_moved FROM seamless_bet(p_vendor, p_txid, p_merchant_id, p_member_id, p_round, p_game, p_currency,
    p_amount, p_hash, p_cash, p_house);
  IF v_moved.replayed OR (NOT v_found AND NOT p_required AND NOT p_identity) THEN
    RETURN QUERY SELECT v_moved.transfer_id, v_moved.replayed, v_moved.balance;
    RETURN;
  END IF;
  IF v_found AND v_p.exclusion_kind IS NOT NULL AND (v_p.excluded_until IS NULL OR v_p.excluded_until > p_at) THEN
    IF v_p.exclusion_kind = 'pause' THEN
      RAISE EXCEPTION 'member % is paused', p_member_id USING ERRCODE = 'LG311';
    END IF;
    RAISE EXCEPTION 'member % is excluded', p_member_id USING ERRCODE = 'LG312';
  END IF;
  IF v_found AND v_p.restriction_kind IS NOT NULL THEN
    RAISE EXCEPTION 'member % is restricted', p_member_id USING ERRCODE = 'LG317';
  END IF;
  IF p_required AND (NOT v_found OR v_p.loss_limit IS NULL OR v_p.time_limit IS NULL) THEN
    RAISE EXCEPTION 'member % has not set the required limits', p_member_id USING ERRCODE = 'LG310';
  END IF;
  IF p_identity AND (NOT v_found OR v_p.identity_verified_at IS NULL) THEN
    RAISE EXCEPTION 'member % has no verified identity', p_member_id USING ERRCODE = 'LG316';
  END IF;
  IF NOT v_found THEN
    RETURN QUERY SELECT v_moved.transfer_id, v_moved.replayed, v_moved.balance;
    RETURN;
  END IF;
  v_seconds := protection_activity_seconds(v_p.last_activity_at, p_at);
  UPDATE member_protection p SET last_activity_at = greatest(p_at, coalesce(p.last_activity_at, p_at))
   WHERE p.merchant_id = p_merchant_id AND p.member_id = p_member_id;
  INSERT INTO member_limit_usage (merchant_id, member_id, day, staked, seconds)
  VALUES (p_merchant_id, p_member_id, v_day, p_amount, v_seconds)
  ON CONFLICT (merchant_id, member_id, day) DO UPDATE
    SET staked = member_limit_usage.staked + EXCLUDED.staked, seconds = member_limit_usage.seconds + EXCLUDED.seconds;
  -- Each limit's sum over its own period, in one read of at most a month of the member's days.
  v_time_from := protection_period_start(coalesce(v_p.time_period, 'day'), v_day);
  v_loss_from := protection_period_start(coalesce(v_p.loss_period, 'day'), v_day);
  v_bet_from := protection_period_start(coalesce(v_p.bet_period, 'day'), v_day);
  SELECT coalesce(sum(u.seconds) FILTER (WHERE u.day >= v_time_from), 0),
         coalesce(sum(u.staked - u.won) FILTER (WHERE u.day >= v_loss_from), 0),
         coalesce(sum(u.staked) FILTER (WHERE u.day >= v_bet_from), 0)
    INTO v_seconds_used, v_loss, v_staked
    FROM member_limit_usage u
   WHERE u.merchant_id = p_merchant_id AND u.member_id = p_member_id
     AND u.day BETWEEN least(v_time_from, v_loss_from, v_bet_from) AND v_day;
  IF v_p.time_limit IS NOT NULL AND v_seconds_used >= v_p.time_limit::bigint * 60 THEN
    RAISE EXCEPTION 'member % reached the time limit', p_member_id USING ERRCODE = 'LG315';
  END IF;
  IF v_p.loss_limit IS NOT NULL AND v_loss > v_p.loss_limit THEN
    RAISE EXCEPTION 'member % reached the loss limit', p_member_id USING ERRCODE = 'LG313';
  END IF;
  IF v_p.bet_limit IS NOT NULL AND v_staked > v_p.bet_limit THEN
    RAISE EXCEPTION 'member % reached the bet limit', p_member_id USING ERRCODE = 'LG314';
  END IF;
  RETURN QUERY SELECT v_moved.transfer_id, v_moved.replayed, v_moved.balance;
END
$$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS protected_win(text, text, integer, integer, text, text, text, bigint, text, boolean, bigint, bigint, timestamptz);
--> statement-breakpoint
-- A win counts against the loss of its day (the day it is paid) for a protected member.
CREATE FUNCTION protected_win(p_vendor text, p_txid text, p_merchant_id integer, p_member_id integer, p_round text, p_game text,
  p_currency text, p_amount bigint, p_hash text, p_end boolean, p_cash bigint, p_house bigint, p_at timestamptz)
RETURNS TABLE(transfer_id bigint, replayed boolean, balance bigint)
LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  v_moved record;
BEGIN
  SELECT * INTO v_moved FROM seamless_win(p_vendor, p_txid, p_merchant_id, p_member_id, p_round, p_game, p_currency,
    p_amount, p_hash, p_end, p_cash, p_house, p_at);
  IF NOT v_moved.replayed AND p_amount > 0 AND EXISTS (SELECT 1 FROM member_protection p
       WHERE p.merchant_id = p_merchant_id AND p.member_id = p_member_id) THEN
    INSERT INTO member_limit_usage (merchant_id, member_id, day, won)
    VALUES (p_merchant_id, p_member_id, protection_day(p_at), p_amount)
    ON CONFLICT (merchant_id, member_id, day) DO UPDATE SET won = member_limit_usage.won + EXCLUDED.won;
  END IF;
  RETURN QUERY SELECT v_moved.transfer_id, v_moved.replayed, v_moved.balance;
END
$$;
--> statement-breakpoint
-- A bet rolled back gives its stake back to the limits of the day of the rollback.
CREATE OR REPLACE FUNCTION protection_unstake(p_merchant_id integer, p_member_id integer, p_amount bigint, p_at timestamptz)
RETURNS void LANGUAGE plpgsql SET enable_seqscan = off AS $$
BEGIN
  IF p_amount > 0 AND EXISTS (SELECT 1 FROM member_protection p WHERE p.merchant_id = p_merchant_id AND p.member_id = p_member_id) THEN
    INSERT INTO member_limit_usage (merchant_id, member_id, day, staked)
    VALUES (p_merchant_id, p_member_id, protection_day(p_at), -p_amount)
    ON CONFLICT (merchant_id, member_id, day) DO UPDATE SET staked = member_limit_usage.staked + EXCLUDED.staked;
  END IF;
END
$$;
