-- A member's whole branch follows it when its upline changes (the back office's move, docs/decisions/agents.md
-- "Moving a member"): the closure rows joining its old uplines to the branch go and the new uplines' rows come, in the
-- statement that changes the upline. The agents service checks the move first (an agent above, no cycle); the cycle
-- check here keeps the tree a tree whoever updates the column.
CREATE OR REPLACE FUNCTION agent_tree_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_member_id IS NOT NULL
    AND EXISTS (SELECT 1 FROM agent_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_member_id) THEN
    RAISE EXCEPTION 'agent tree: member % cannot be moved below its own downline', NEW.id USING ERRCODE = 'AG001';
  END IF;
  DELETE FROM agent_tree d USING agent_tree up, agent_tree down
  WHERE up.descendant_id = NEW.id AND up.depth > 0 AND down.ancestor_id = NEW.id
    AND d.ancestor_id = up.ancestor_id AND d.descendant_id = down.descendant_id;
  IF NEW.upline_member_id IS NOT NULL THEN
    INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth, child_id)
    SELECT NEW.merchant_id, up.ancestor_id, down.descendant_id, up.depth + down.depth + 1,
      CASE WHEN up.depth = 0 THEN NEW.id ELSE up.child_id END
    FROM agent_tree up, agent_tree down
    WHERE up.descendant_id = NEW.upline_member_id AND down.ancestor_id = NEW.id;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER members_agent_tree_move AFTER UPDATE OF upline_member_id ON members FOR EACH ROW
  WHEN (OLD.upline_member_id IS DISTINCT FROM NEW.upline_member_id) EXECUTE FUNCTION agent_tree_move();
