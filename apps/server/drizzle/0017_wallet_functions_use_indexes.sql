-- The wallet's SQL functions look every row up by a key, so a sequential scan
-- is never the right plan inside them; yet PL/pgSQL keeps the generic plan it
-- made for each statement when the tables were small (just installed, or
-- analysed while empty), and a seq scan of game_rounds or seamless_transactions
-- planned then stayed in use as they grew, until autovacuum analysed them
-- again: every win read the whole table meanwhile. With seq scans disabled
-- while these functions run, their plans use the indexes from the first call.
ALTER FUNCTION ledger_post_transfer(integer, text, bigint, bigint, bigint, text, text, text, bigint, text, jsonb) SET enable_seqscan = off;--> statement-breakpoint
ALTER FUNCTION seamless_bet(text, text, integer, integer, text, text, text, bigint, text, bigint, bigint) SET enable_seqscan = off;--> statement-breakpoint
ALTER FUNCTION seamless_win(text, text, integer, integer, text, text, text, bigint, text, boolean, bigint, bigint, bigint, timestamptz) SET enable_seqscan = off;--> statement-breakpoint
ALTER FUNCTION seamless_settle_round(bigint, integer, text, bigint, bigint, bigint, timestamptz) SET enable_seqscan = off;
