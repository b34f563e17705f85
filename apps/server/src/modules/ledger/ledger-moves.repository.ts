import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedCall } from '../../db/prepared-call.js';
import { rowsOf } from '../../db/rows.js';
import { gameRounds, seamlessTransactions } from './ledger-moves.tables.js';

export type MoveRow = typeof seamlessTransactions.$inferSelect;
export type RoundRow = typeof gameRounds.$inferSelect;

/** Claims a provider transaction id; false when the id is already taken (the caller reads it). */
export async function claimTransaction(db: Db, row: typeof seamlessTransactions.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(seamlessTransactions)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: seamlessTransactions.transactionId });
  return inserted.length === 1;
}

export async function findTransaction(db: Db, vendor: string, transactionId: string): Promise<MoveRow | undefined> {
  const rows = await db
    .select()
    .from(seamlessTransactions)
    .where(and(eq(seamlessTransactions.vendor, vendor), eq(seamlessTransactions.transactionId, transactionId)));
  return rows[0];
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

/** Every provider transaction of a round (bets, wins, rollbacks), to find the bets that still stand. */
export async function roundTransactions(db: Db, vendor: string, roundId: string): Promise<MoveRow[]> {
  return db
    .select()
    .from(seamlessTransactions)
    .where(and(eq(seamlessTransactions.vendor, vendor), eq(seamlessTransactions.roundId, roundId)));
}

/** A rolled-back stake no longer counts against the member's limits (protection_unstake(), modules/protection/sql). */
export async function unstake(db: Db, player: { merchantId: number; memberId: number }, amount: bigint): Promise<void> {
  await db.execute(
    sql`select protection_unstake(${player.merchantId}::integer, ${player.memberId}::integer, ${amount.toString()}::bigint, now())`,
  );
}

export async function changeStake(db: Db, roundPk: number, delta: bigint): Promise<void> {
  await db
    .update(gameRounds)
    .set({ stake: sql`${gameRounds.stake} + ${delta.toString()}::bigint` })
    .where(eq(gameRounds.id, roundPk));
}

/** seamless_end_round() (sql/ledger-moves.sql), for a round the caller has locked. */
export async function endRound(db: Db, roundPk: number, at: Date): Promise<RoundRow['status']> {
  const result = await db.execute(
    sql`select seamless_end_round(${roundPk}::bigint, 0::bigint, ${at.toISOString()}::timestamptz) as status`,
  );
  return rowsOf<{ status: RoundRow['status'] }>(result)[0]?.status ?? 'completed';
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
  /** When the call arrived: the day whose limits it counts against (modules/protection). */
  at: Date;
  /** The merchant's jurisdiction requires loss and time limits before a bet (modules/protection). */
  limitsRequired: boolean;
  /** It requires a verified identity before a bet (modules/protection). */
  identityRequired: boolean;
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
      'protected_bet',
      'select transfer_id, replayed, balance from protected_bet($1::text, $2::text, $3::integer, $4::integer, $5::text, $6::text, $7::text, $8::bigint, $9::text, $10::bigint, $11::bigint, $12::timestamptz, $13::boolean, $14::boolean)',
    ),
    win: preparedCall(
      db,
      'protected_win',
      'select transfer_id, replayed, balance from protected_win($1::text, $2::text, $3::integer, $4::integer, $5::text, $6::text, $7::text, $8::bigint, $9::text, $10::boolean, $11::bigint, $12::bigint, $13::timestamptz)',
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
 * seamless_bet() (sql/ledger-moves.sql): the whole bet in one statement. Keyed by the member's house account: a
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
        p.at.toISOString(),
        p.limitsRequired,
        p.identityRequired,
      ],
      p.houseAccountId,
    ),
  );
}

/** seamless_win() (sql/ledger-moves.sql): the win, and with endRound the round's end, in one statement (keyed as postBet). */
export async function postWin(db: Db, p: MoveParams & { endRound: boolean }): Promise<MoveResult> {
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
