import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { gameRounds } from './ledger-moves.tables.js';

export type RoundRow = typeof gameRounds.$inferSelect;

export async function listRounds(
  db: Db,
  f: {
    merchantId: number;
    memberId: number;
    vendor?: string;
    /** With vendor: rounds of these game codes count as that vendor's too (an in-house engine plays other vendors' games). */
    vendorGameCodes?: string[];
    status?: RoundRow['status'];
    from?: Date;
    to?: Date;
    offset: number;
    limit: number;
  },
) {
  const where = and(
    eq(gameRounds.merchantId, f.merchantId),
    eq(gameRounds.memberId, f.memberId),
    f.vendor
      ? f.vendorGameCodes?.length
        ? or(eq(gameRounds.vendor, f.vendor), inArray(gameRounds.gameCode, f.vendorGameCodes))
        : eq(gameRounds.vendor, f.vendor)
      : undefined,
    f.status ? inArray(gameRounds.status, [f.status]) : undefined,
    f.from ? sql`${gameRounds.createdAt} >= ${f.from.toISOString()}` : undefined,
    f.to ? sql`${gameRounds.createdAt} < ${f.to.toISOString()}` : undefined,
  );
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(gameRounds)
      .where(where)
      .orderBy(sql`${gameRounds.createdAt} desc, ${gameRounds.id} desc`)
      .offset(f.offset)
      .limit(f.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(gameRounds)
      .where(where),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

/** One round of the member by the provider's round id (the newest, should two providers share an id). */
export async function findMemberRound(db: Db, merchantId: number, memberId: number, roundId: string): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.merchantId, merchantId), eq(gameRounds.memberId, memberId), eq(gameRounds.roundId, roundId)))
    .orderBy(sql`${gameRounds.createdAt} desc`)
    .limit(1);
  return row;
}

/** What the member has staked in rounds still running (game_rounds_open_idx). */
export async function openStakes(db: Db, merchantId: number, memberId: number, currency: string): Promise<bigint> {
  const rows = await db
    .select({ total: sql<string>`coalesce(sum(${gameRounds.stake}), 0)` })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.merchantId, merchantId),
        eq(gameRounds.memberId, memberId),
        eq(gameRounds.status, 'open'),
        eq(gameRounds.currency, currency),
      ),
    );
  return BigInt(rows[0]?.total ?? 0);
}

/** A merchant's biggest completed real-money wins, optionally only on the given game codes (the winner board). */
export async function biggestWins(db: Db, f: { merchantId: number; limit: number; gameCodes?: string[] }) {
  if (f.gameCodes && f.gameCodes.length === 0) return [];
  const onGames = f.gameCodes
    ? sql`and ${gameRounds.gameCode} in (${sql.join(
        f.gameCodes.map((c) => sql`${c}`),
        sql`, `,
      )})`
    : sql``;
  // The conditions repeat the partial index's predicate so the planner reads the index in win order.
  const rows = await db.execute(sql`
    select ${gameRounds.id} as id, ${gameRounds.memberId} as member_id, ${gameRounds.vendor} as vendor, ${gameRounds.gameCode} as game_code,
           ${gameRounds.win}::text as win, ${gameRounds.settledAt} as settled_at
    from ${gameRounds}
    where ${gameRounds.merchantId} = ${f.merchantId} and ${gameRounds.status} = 'completed' and ${gameRounds.win} > 0 and ${gameRounds.currency} = 'BRL' ${onGames}
    order by ${gameRounds.win} desc, ${gameRounds.id} desc
    limit ${f.limit}`);
  return rowsOf<{
    id: number | string;
    member_id: number;
    vendor: string;
    game_code: string;
    win: string;
    settled_at: string | Date | null;
  }>(rows).map((r) => ({
    roundPk: Number(r.id),
    memberId: Number(r.member_id),
    vendor: r.vendor,
    gameCode: r.game_code,
    win: BigInt(r.win),
    settledAt: r.settled_at === null ? null : new Date(r.settled_at),
  }));
}

export async function merchantHasRounds(db: Db, merchantId: number): Promise<boolean> {
  const rows = await db.select({ id: gameRounds.id }).from(gameRounds).where(eq(gameRounds.merchantId, merchantId)).limit(1);
  return rows.length > 0;
}

/** Stakes of the member's completed rounds in a currency started since `since` (promotion wagering). */
export async function turnoverSince(
  db: Db,
  merchantId: number,
  memberId: number,
  currency: string,
  since: Date,
  until?: Date,
): Promise<bigint> {
  const rows = await db
    .select({ total: sql<string>`coalesce(sum(${gameRounds.stake}), 0)` })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.merchantId, merchantId),
        eq(gameRounds.memberId, memberId),
        gte(gameRounds.createdAt, since),
        until ? lt(gameRounds.createdAt, until) : undefined,
        eq(gameRounds.currency, currency),
        eq(gameRounds.status, 'completed'),
      ),
    );
  return BigInt(rows[0]?.total ?? 0);
}

export interface PlayTotals {
  memberId: number;
  stakes: bigint;
  wins: bigint;
}

/** Stakes and wins per member of completed rounds in a currency started in [from, to) (cashback); one member when given. */
export async function playTotals(
  db: Db,
  f: { merchantId: number; currency: string; from: Date; to: Date; memberId?: number },
): Promise<PlayTotals[]> {
  const rows = await db
    .select({
      memberId: gameRounds.memberId,
      stakes: sql<string>`coalesce(sum(${gameRounds.stake}), 0)`,
      wins: sql<string>`coalesce(sum(${gameRounds.win}), 0)`,
    })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.merchantId, f.merchantId),
        f.memberId === undefined ? undefined : eq(gameRounds.memberId, f.memberId),
        gte(gameRounds.createdAt, f.from),
        lt(gameRounds.createdAt, f.to),
        eq(gameRounds.currency, f.currency),
        eq(gameRounds.status, 'completed'),
      ),
    )
    .groupBy(gameRounds.memberId)
    .orderBy(gameRounds.memberId);
  return rows.map((r) => ({ memberId: r.memberId, stakes: BigInt(r.stakes), wins: BigInt(r.wins) }));
}
