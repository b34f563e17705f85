-- The closure rows of every member (agent_tree: each ancestor, the member itself at depth 0), written when the member
-- is inserted: the upline of a member never changes, so nothing else has to keep them (docs/decisions/agents.md).
CREATE OR REPLACE FUNCTION agent_tree_link() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth, child_id) VALUES (NEW.merchant_id, NEW.id, NEW.id, 0, NULL);
  IF NEW.upline_member_id IS NOT NULL THEN
    INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth, child_id)
    SELECT NEW.merchant_id, t.ancestor_id, NEW.id, t.depth + 1, CASE WHEN t.depth = 0 THEN NEW.id ELSE t.child_id END
    FROM agent_tree t WHERE t.descendant_id = NEW.upline_member_id;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER members_agent_tree AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION agent_tree_link();
