-- Lifetime turnover per member and currency (member_turnover): the stakes of completed rounds, kept as rounds change,
-- so a VIP level or the points earned read one row (docs/decisions/rewards.md).
--
-- The triggers fire only when a round becomes, stops being or changes while completed: a trigger for every bet's
-- insert and every stake change of an open round would run on the wallet's busiest path to add nothing. INSERT and
-- UPDATE need a trigger each, as only an UPDATE trigger's condition may name OLD.
--
-- A correction of a completed round (a void, a changed stake) that lowers the turnover lowers it with an UPDATE: an
-- INSERT ... ON CONFLICT of a negative amount would fail member_turnover_points_check on the proposed row before it
-- reached the existing one. A correction that would drop it below the turnover already turned into points is still
-- refused by that check: taking points back is the operator's decision, not a side effect.
CREATE OR REPLACE FUNCTION member_turnover_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_old bigint := 0;
  v_new bigint := 0;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'completed' THEN v_old := OLD.stake; END IF;
  IF NEW.status = 'completed' THEN v_new := NEW.stake; END IF;
  IF v_new > v_old THEN
    INSERT INTO member_turnover (merchant_id, member_id, currency, turnover)
    VALUES (NEW.merchant_id, NEW.member_id, NEW.currency, v_new - v_old)
    ON CONFLICT (merchant_id, member_id, currency) DO UPDATE SET turnover = member_turnover.turnover + EXCLUDED.turnover;
  ELSIF v_new < v_old THEN
    UPDATE member_turnover SET turnover = turnover - (v_old - v_new)
     WHERE merchant_id = NEW.merchant_id AND member_id = NEW.member_id AND currency = NEW.currency;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER game_rounds_member_turnover_insert AFTER INSERT ON game_rounds
  FOR EACH ROW WHEN (NEW.status = 'completed') EXECUTE FUNCTION member_turnover_track();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER game_rounds_member_turnover_update AFTER UPDATE OF status, stake ON game_rounds
  FOR EACH ROW WHEN (OLD.status = 'completed' OR NEW.status = 'completed') EXECUTE FUNCTION member_turnover_track();
