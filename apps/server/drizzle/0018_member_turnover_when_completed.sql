-- The lifetime turnover trigger (migration 0011) fires only when a round
-- becomes, stops being or changes while completed: before, every bet's insert
-- and every stake change of an open round queued an after-row event and ran
-- the trigger function just for it to find nothing to add, on the wallet's
-- busiest path. INSERT and UPDATE need a trigger each, as only an UPDATE
-- trigger's condition may name OLD.
DROP TRIGGER game_rounds_member_turnover ON game_rounds;--> statement-breakpoint
CREATE TRIGGER game_rounds_member_turnover_insert AFTER INSERT ON game_rounds
  FOR EACH ROW WHEN (NEW.status = 'completed') EXECUTE FUNCTION member_turnover_track();--> statement-breakpoint
CREATE TRIGGER game_rounds_member_turnover_update AFTER UPDATE OF status, stake ON game_rounds
  FOR EACH ROW WHEN (OLD.status = 'completed' OR NEW.status = 'completed') EXECUTE FUNCTION member_turnover_track();
