import { formatMinor } from '@app/contract';
import type { GamesDb } from '../db/client.js';
import { WalletRefusal, WalletUnavailable, type WalletClient } from '../wallet/wallet-client.js';
import { transition, type RoundRow } from './rounds.repository.js';
import { txIds } from './round-ids.js';

export interface RoundDeps {
  db: GamesDb;
  wallet: WalletClient;
}

const ATTEMPTS = 3;

/** Calls the wallet again, with the same body, while it gives no answer: every money call is idempotent. */
export async function withWalletRetry<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof WalletUnavailable) || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 150 * attempt));
    }
  }
}

/** The wallet call that moves a round's stake or win: its transaction id derives from the round's id, so a repeat is the same call. */
export const moneyMove = (round: RoundRow, kind: 'bet' | 'win', amountMinor: bigint) => ({
  transactionId: txIds(round.id)[kind],
  playerId: round.playerId,
  roundId: round.id,
  gameCode: round.gameCode,
  amount: formatMinor(amountMinor),
  currency: round.currency,
});

/**
 * Takes the stake of a created round. A refusal (not enough money) marks the
 * round rejected and is rethrown; no answer leaves it created, and recovery
 * rolls the stake back whatever happened at the wallet.
 */
export async function takeStake(deps: RoundDeps, round: RoundRow): Promise<{ round: RoundRow; balance: string }> {
  try {
    const answer = await withWalletRetry(() => deps.wallet.bet(moneyMove(round, 'bet', round.stakeMinor)));
    const open = (await transition(deps.db, round.id, ['created'], 'open')) ?? round;
    return { round: open, balance: answer.balance };
  } catch (error) {
    if (error instanceof WalletRefusal) await transition(deps.db, round.id, ['created'], 'rejected');
    throw error;
  }
}

/** Pays the round's win (0 for a loss) and ends it at the wallet; the same transaction id every time. */
export async function payAndEnd(
  deps: RoundDeps,
  round: RoundRow,
  winMinor: bigint,
  state?: Record<string, unknown>,
): Promise<{ round: RoundRow; balance: string }> {
  const answer = await withWalletRetry(() => deps.wallet.win({ ...moneyMove(round, 'win', winMinor), endRound: true }));
  const settled = (await transition(deps.db, round.id, ['open'], 'settled', { winMinor, ...(state && { state }) })) ?? round;
  return { round: settled, balance: answer.balance };
}

/**
 * Gives the stake back (a round that could not go on) and closes the round
 * at the wallet, which records it cancelled. A stake the wallet never took
 * is refused there for good, so it cannot arrive late.
 */
export async function refundAndCancel(deps: RoundDeps, round: RoundRow): Promise<RoundRow> {
  const ids = txIds(round.id);
  const rolledBack = await withWalletRetry(() =>
    deps.wallet.rollback({ transactionId: ids.rollback, playerId: round.playerId, roundId: round.id, referenceTransactionId: ids.bet }),
  );
  // 'unknown': the wallet never saw the stake, so it has no round to close.
  if (rolledBack.status === 'applied') {
    await withWalletRetry(() => deps.wallet.end({ playerId: round.playerId, roundId: round.id })).catch((error: unknown) => {
      if (!(error instanceof WalletRefusal && error.errorCode === 'seamless.round.closed')) throw error;
    });
  }
  return (await transition(deps.db, round.id, ['created', 'open'], 'cancelled')) ?? round;
}
