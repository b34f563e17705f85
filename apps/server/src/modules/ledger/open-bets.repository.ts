import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** A member's round still open, with the bets in it that stand (placed, not rolled back). */
export interface OpenRoundBets {
  vendor: string;
  roundId: string;
  currency: string;
  /** Wins paid into the round so far: such a round cannot be rolled back (ledger-rollback.ts). */
  win: bigint;
  bets: Array<{ transactionId: string; amount: bigint }>;
}

/**
 * The member's open rounds and their standing bets, for cancelling them (a barred account, modules/barred): the same
 * rule as standingBets() in ledger-rollback.ts, in one query on the member's rounds (game_rounds_member_idx).
 */
export async function openRoundBets(db: Db, merchantId: number, memberId: number): Promise<OpenRoundBets[]> {
  const result = await db.execute(sql`
    select r.vendor, r.round_id, r.currency, r.win::text as win, b.transaction_id, b.amount::text as amount
    from game_rounds r
    left join seamless_transactions b on b.vendor = r.vendor and b.round_id = r.round_id and b.kind = 'bet'
      and b.ledger_transfer_id is not null and b.request_hash <> 'tombstone'
      and not exists (select 1 from seamless_transactions x where x.vendor = b.vendor and x.round_id = b.round_id
        and x.kind = 'rollback' and x.response->>'referenceTransactionId' = b.transaction_id)
    where r.merchant_id = ${merchantId} and r.member_id = ${memberId} and r.status = 'open'
    order by r.id, b.created_at`);
  const rounds = new Map<string, OpenRoundBets>();
  for (const row of rowsOf<{
    vendor: string;
    round_id: string;
    currency: string;
    win: string;
    transaction_id: string | null;
    amount: string | null;
  }>(result)) {
    const key = `${row.vendor}\u0000${row.round_id}`;
    let round = rounds.get(key);
    if (!round)
      rounds.set(key, (round = { vendor: row.vendor, roundId: row.round_id, currency: row.currency, win: BigInt(row.win), bets: [] }));
    if (row.transaction_id !== null) round.bets.push({ transactionId: row.transaction_id, amount: BigInt(row.amount ?? 0) });
  }
  return [...rounds.values()];
}
