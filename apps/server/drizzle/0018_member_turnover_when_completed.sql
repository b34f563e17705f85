-- The lifetime turnover trigger of migration 0011 fired on every insert and stake change of a round; its two
-- successors, which fire only for completed rounds, are defined in apps/server/src/modules/rewards/sql/member-turnover.sql
-- (applied after the migrations). Databases that still have the old trigger lose it here.
DROP TRIGGER IF EXISTS game_rounds_member_turnover ON game_rounds;
