import type { Db } from '../../db/client.js';
import { LedgerError } from './ledger-errors.js';
import { requestHash } from './ledger-hash.js';
import { moveKey, type MovePlayer, type MovesLedger } from './ledger-move-types.js';
import * as repo from './ledger-moves.repository.js';

/** Marks a bet id that a rollback cancelled before the bet arrived; the late bet is then refused (sql/ledger-moves.sql). */
const TOMBSTONE = 'tombstone';

export type MoveStatus = 'applied' | 'unknown';

export interface RollbackMove<A extends Record<string, unknown>> {
  vendor: string;
  transactionId: string;
  roundId: string;
  referenceTransactionId: string;
  /** What the caller was asked to do; its hash binds the transaction id. */
  request: unknown;
  /** The caller's answer for the balance after; it is stored with the rollback and given again to a replay. */
  answer: (balance: bigint, status: MoveStatus) => A;
}

interface Rollback<A extends Record<string, unknown>> {
  ledger: MovesLedger;
  player: MovePlayer;
  move: RollbackMove<A>;
  hash: string;
  tx: Db;
}

/** The answer stored for a transaction id; a refusal when the id came with other data or names a cancelled bet. */
function replayOf<A>(row: repo.MoveRow | undefined, hash: string): A {
  if (row?.requestHash === TOMBSTONE) throw new LedgerError('round_closed', { reason: 'cancelled' });
  if (!row || row.requestHash !== hash) throw new LedgerError('request_conflict');
  return row.response as A;
}

async function cashOf(r: Rollback<Record<string, unknown>>): Promise<bigint> {
  return (await r.ledger.memberBalances(r.player.merchantId, r.player.memberId, r.player.currency, r.tx)).get('cash') ?? 0n;
}

/** Keeps the rollback's answer under its id; a duplicate that waited on the round lock finds the first one's and answers it. */
async function record<A extends Record<string, unknown>>(r: Rollback<A>, answer: A, transferId: number | null, amount = 0n): Promise<A> {
  const { move } = r;
  const claimed = await repo.claimTransaction(r.tx, {
    vendor: move.vendor,
    transactionId: move.transactionId,
    kind: 'rollback',
    memberId: r.player.memberId,
    roundId: move.roundId,
    requestHash: r.hash,
    amount,
    ledgerTransferId: transferId,
    response: { ...answer, referenceTransactionId: move.referenceTransactionId },
  });
  return claimed ? answer : replayOf<A>(await repo.findTransaction(r.tx, move.vendor, move.transactionId), r.hash);
}

/** A rollback of a bet never seen changes nothing and says so; the tombstone refuses the bet if it arrives later. */
async function cancelUnknownBet<A extends Record<string, unknown>>(r: Rollback<A>): Promise<A> {
  const answer = r.move.answer(await cashOf(r), 'unknown');
  await repo.claimTransaction(r.tx, {
    vendor: r.move.vendor,
    transactionId: r.move.referenceTransactionId,
    kind: 'bet',
    memberId: r.player.memberId,
    roundId: r.move.roundId,
    requestHash: TOMBSTONE,
    amount: 0n,
    ledgerTransferId: null,
    response: { status: 'cancelled' },
  });
  return record(r, answer, null);
}

/** The bet's stake goes back from the house shard it went to, once: the refund resolves the bet's transfer. */
async function refund<A extends Record<string, unknown>>(r: Rollback<A>, round: repo.RoundRow, bet: repo.MoveRow): Promise<A> {
  const released = await r.ledger.releaseHold(
    {
      merchantId: r.player.merchantId,
      holdTransferId: bet.ledgerTransferId as number,
      code: 'bet_refund',
      idempotencyKey: moveKey(r.move.vendor, r.move.transactionId),
      request: r.hash,
      reference: r.move.roundId,
    },
    r.tx,
  );
  await repo.changeStake(r.tx, round.id, -bet.amount);
  await repo.unstake(r.tx, r.player, bet.amount);
  return record(r, r.move.answer(released.creditBalance, 'applied'), released.transferId, bet.amount);
}

/** Bets of the round that still stand: placed and not rolled back. */
function standingBets(rows: repo.MoveRow[]): repo.MoveRow[] {
  const cancelled = new Set(
    rows
      .filter((row) => row.kind === 'rollback')
      .map((row) => (row.response as { referenceTransactionId?: string }).referenceTransactionId),
  );
  return rows.filter(
    (row) => row.kind === 'bet' && row.ledgerTransferId !== null && row.requestHash !== TOMBSTONE && !cancelled.has(row.transactionId),
  );
}

/**
 * Rollback of a bet: its stake goes back from the house to cash, once. Unknown bets change nothing and say so (and
 * are remembered, so the bet cannot arrive later); a round that has paid a win or ended refuses.
 */
export async function rollbackBet<A extends Record<string, unknown>>(
  ledger: MovesLedger,
  player: MovePlayer,
  move: RollbackMove<A>,
): Promise<A> {
  const hash = requestHash(move.request);
  return ledger.inTransaction(async (tx) => {
    const stored = await repo.findTransaction(tx, move.vendor, move.transactionId);
    if (stored) return replayOf<A>(stored, hash);
    // A paid win keeps its id only in the ledger (seamless_win): the id is taken.
    if (await ledger.findTransferByKey(player.merchantId, moveKey(move.vendor, move.transactionId), tx)) {
      throw new LedgerError('request_conflict');
    }
    const round = await repo.lockRound(tx, move.vendor, move.roundId);
    const rows = round ? await repo.roundTransactions(tx, move.vendor, move.roundId) : [];
    const bet = rows.find(
      (row) => row.transactionId === move.referenceTransactionId && row.kind === 'bet' && row.requestHash !== TOMBSTONE,
    );
    const r: Rollback<A> = { ledger, player, move, hash, tx };
    if (!round || !bet) return cancelUnknownBet(r);
    if (bet.memberId !== player.memberId) throw new LedgerError('round_of_other_player');
    // Already rolled back under another rollback id: the bet is refunded, say so again.
    if (!standingBets(rows).includes(bet)) return record(r, move.answer(await cashOf(r), 'applied'), null);
    if (round.status !== 'open' || round.win > 0n) throw new LedgerError('rollback_refused');
    return refund(r, round, bet);
  });
}
