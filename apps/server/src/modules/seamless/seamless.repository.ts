import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedCall } from '../../db/prepared-call.js';
import { gameRounds, seamlessTransactions, seamlessVendors } from './seamless.tables.js';
import { rowsOf } from '../../db/rows.js';

export async function vendorSecret(db: Db, code: string): Promise<string | undefined> {
  const rows = await db
    .select({ secret: seamlessVendors.secret })
    .from(seamlessVendors)
    .where(and(eq(seamlessVendors.code, code), eq(seamlessVendors.enabled, true)));
  return rows[0]?.secret;
}

export async function vendorMaxAmount(db: Db, code: string): Promise<bigint | undefined> {
  const rows = await db.select({ max: seamlessVendors.maxAmountMinor }).from(seamlessVendors).where(eq(seamlessVendors.code, code));
  return rows[0]?.max;
}

/** Sets a vendor's largest bet or win (configuration SEAMLESS_MAX_AMOUNTS). */
export async function setVendorMaxAmount(db: Db, code: string, maxAmountMinor: bigint): Promise<void> {
  await db.update(seamlessVendors).set({ maxAmountMinor }).where(eq(seamlessVendors.code, code));
}

/** Adds a vendor or replaces its secret (configuration wins over what the table holds). */
export async function upsertVendor(db: Db, vendor: { code: string; name: string; secret: string }, replace: boolean) {
  const insert = db.insert(seamlessVendors).values(vendor);
  await (replace
    ? insert.onConflictDoUpdate({ target: seamlessVendors.code, set: { secret: vendor.secret } })
    : insert.onConflictDoNothing());
}

export type SeamlessTxRow = typeof seamlessTransactions.$inferSelect;

/** Claims a provider transaction id; undefined when the id is already taken (the caller reads it). */
export async function claimTransaction(db: Db, row: typeof seamlessTransactions.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(seamlessTransactions)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: seamlessTransactions.transactionId });
  return inserted.length === 1;
}

export async function findTransaction(db: Db, vendor: string, transactionId: string): Promise<SeamlessTxRow | undefined> {
  const rows = await db
    .select()
    .from(seamlessTransactions)
    .where(and(eq(seamlessTransactions.vendor, vendor), eq(seamlessTransactions.transactionId, transactionId)));
  return rows[0];
}

export async function completeTransaction(
  db: Db,
  vendor: string,
  transactionId: string,
  ledgerTransferId: number | null,
  response: Record<string, unknown>,
) {
  await db
    .update(seamlessTransactions)
    .set({ ledgerTransferId, response })
    .where(and(eq(seamlessTransactions.vendor, vendor), eq(seamlessTransactions.transactionId, transactionId)));
}

export type RoundRow = typeof gameRounds.$inferSelect;

export async function findRound(db: Db, vendor: string, roundId: string): Promise<RoundRow | undefined> {
  const rows = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.vendor, vendor), eq(gameRounds.roundId, roundId)));
  return rows[0];
}

export async function updateRound(
  db: Db,
  id: number,
  change: { stakeDelta?: bigint; winDelta?: bigint; status?: RoundRow['status']; settledAt?: Date },
) {
  await db
    .update(gameRounds)
    .set({
      ...(change.stakeDelta !== undefined && { stake: sql`${gameRounds.stake} + ${change.stakeDelta.toString()}::bigint` }),
      ...(change.winDelta !== undefined && { win: sql`${gameRounds.win} + ${change.winDelta.toString()}::bigint` }),
      ...(change.status && { status: change.status }),
      ...(change.settledAt && { settledAt: change.settledAt }),
    })
    .where(eq(gameRounds.id, id));
}

export async function listRounds(
  db: Db,
  f: {
    merchantId: number;
    memberId: number;
    vendor?: string;
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
    f.vendor ? eq(gameRounds.vendor, f.vendor) : undefined,
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

/** The round row, locked until the transaction ends: wins, rollbacks and the end of one round apply one at a time. */
export async function lockRound(db: Db, vendor: string, roundId: string): Promise<RoundRow | undefined> {
  const rows = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.vendor, vendor), eq(gameRounds.roundId, roundId)))
    .for('update');
  return rows[0];
}

/** Every provider transaction of a round (bets, wins, rollbacks), to find the bets still held. */
export async function roundTransactions(db: Db, vendor: string, roundId: string): Promise<SeamlessTxRow[]> {
  return db
    .select()
    .from(seamlessTransactions)
    .where(and(eq(seamlessTransactions.vendor, vendor), eq(seamlessTransactions.roundId, roundId)));
}

export interface MoveParams {
  vendor: string;
  transactionId: string;
  merchantId: number;
  memberId: number;
  roundId: string;
  gameCode: string;
  currency: string;
  amount: bigint;
  requestHash: string;
  cashAccountId: number;
  houseAccountId: number;
}

export interface MoveResult {
  transferId: number | null;
  replayed: boolean;
  balance: bigint;
}

/**
 * The two calls every round makes, on the driver itself (db/prepared-call):
 * PostgreSQL parses and plans each once per connection, and no query object
 * is built per call.
 */
function preparedMoves(db: Db) {
  return {
    bet: preparedCall(
      db,
      'seamless_bet',
      'select transfer_id, replayed, balance from seamless_bet($1::text, $2::text, $3::integer, $4::integer, $5::text, $6::text, $7::text, $8::bigint, $9::text, $10::bigint, $11::bigint)',
    ),
    win: preparedCall(
      db,
      'seamless_win',
      'select transfer_id, replayed, balance from seamless_win($1::text, $2::text, $3::integer, $4::integer, $5::text, $6::text, $7::text, $8::bigint, $9::text, $10::boolean, $11::bigint, $12::bigint, $13::timestamptz)',
    ),
  };
}

const prepared = new WeakMap<Db, ReturnType<typeof preparedMoves>>();

function movesOf(db: Db) {
  let moves = prepared.get(db);
  if (!moves) {
    moves = preparedMoves(db);
    prepared.set(db, moves);
  }
  return moves;
}

type Bigintish = string | number | bigint;

function moveOf(rows: unknown[][]): MoveResult {
  const [transferId, replayed, balance] = rows[0] ?? [];
  if (balance === undefined) throw new Error('seamless function returned no row');
  return {
    transferId: transferId === null ? null : Number(transferId),
    replayed: replayed === true,
    balance: BigInt(balance as Bigintish),
  };
}

/**
 * seamless_bet() of migration 0020: the whole bet in one statement. Keyed by the member's house account: a
 * member's bets and wins, and those of every member sharing its house row, go over one pipelined connection.
 */
export async function postBet(db: Db, p: MoveParams): Promise<MoveResult> {
  return moveOf(
    await movesOf(db).bet(
      [
        p.vendor,
        p.transactionId,
        p.merchantId,
        p.memberId,
        p.roundId,
        p.gameCode,
        p.currency,
        p.amount.toString(),
        p.requestHash,
        p.cashAccountId,
        p.houseAccountId,
      ],
      p.houseAccountId,
    ),
  );
}

/** seamless_win() of migration 0020: the win, and with endRound the round's end, in one statement (keyed as postBet). */
export async function postWin(db: Db, p: MoveParams & { endRound: boolean; at: Date }): Promise<MoveResult> {
  return moveOf(
    await movesOf(db).win(
      [
        p.vendor,
        p.transactionId,
        p.merchantId,
        p.memberId,
        p.roundId,
        p.gameCode,
        p.currency,
        p.amount.toString(),
        p.requestHash,
        p.endRound,
        p.cashAccountId,
        p.houseAccountId,
        p.at.toISOString(),
      ],
      p.houseAccountId,
    ),
  );
}

/** seamless_end_round() of migration 0020, for a round the caller has locked. */
export async function endRound(db: Db, roundPk: number, at: Date) {
  const result = await db.execute(
    sql`select seamless_end_round(${roundPk}::bigint, 0::bigint, ${at.toISOString()}::timestamptz) as status`,
  );
  return rowsOf<{ status: RoundRow['status'] }>(result)[0]?.status ?? 'completed';
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
