-- A correction of a completed round (a void, a changed stake) that lowers the
-- member's lifetime turnover now lowers it with an UPDATE: an INSERT ... ON
-- CONFLICT of a negative amount failed member_turnover_points_check on the
-- proposed row before it ever reached the existing one, so no correction could
-- take turnover back. A correction that would drop it below the turnover
-- already turned into points is still refused by that check: taking points
-- back is the operator's decision, not a side effect.
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
