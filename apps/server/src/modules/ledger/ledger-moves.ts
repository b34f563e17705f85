import type { Db } from '../../db/client.js';
import { isRetryable } from '../../db/sql-state.js';
import { houseAccount, memberAccount } from './ledger-accounts.js';
import { LedgerError, movesRefusal } from './ledger-errors.js';
import { requestHash } from './ledger-hash.js';
import type { MovePlayer, MovesLedger } from './ledger-move-types.js';
import * as repo from './ledger-moves.repository.js';
import { rollbackBet, type RollbackMove } from './ledger-rollback.js';

export type { MovePlayer } from './ledger-move-types.js';
export type { MoveStatus, RollbackMove } from './ledger-rollback.js';

export interface BetMove {
  vendor: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
  amount: bigint;
  /** What the caller was asked to do; its hash binds the transaction id (a replay with other data is refused). */
  request: unknown;
  /** When the call arrived: the day of the player's limits it counts against. */
  at: Date;
  /** The jurisdiction requires loss and time limits before any bet (modules/protection). */
  limitsRequired?: boolean;
  /** The jurisdiction requires a verified identity before any bet (modules/protection). */
  identityRequired?: boolean;
}

export interface WinMove extends BetMove {
  endRound: boolean;
}

export type MoveResult = repo.MoveResult;
export type RoundStatus = repo.RoundRow['status'];

const MAX_ATTEMPTS = 5;

interface PlayerAccounts {
  cashAccountId: number;
  houseAccountId: number;
}

/** A bet or win is one statement by itself: run again on a deadlock or serialization failure, its refusals as LedgerError. */
async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw movesRefusal(error);
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}

/**
 * The ledger's second door: the seamless wallet's bets, wins, rollbacks and round ends (the first is the service's
 * transfers and holds). Bet and win are one statement each (sql/ledger-moves.sql); a rollback and an end, rarer,
 * are transactions of a few statements (ledger-rollback.ts).
 */
export function createLedgerMoves(db: Db, ledger: MovesLedger) {
  // Account ids never change once created: each player in play looks its two up once, not on every call.
  const accountsByPlayer = new WeakMap<MovePlayer, Promise<PlayerAccounts>>();

  function accountsOf(player: MovePlayer): Promise<PlayerAccounts> {
    let accounts = accountsByPlayer.get(player);
    if (!accounts) {
      accounts = ledger
        .accountIdsOf(player.merchantId, player.currency, [
          memberAccount(player.memberId, 'cash'),
          houseAccount('house.games', player.memberId),
        ])
        .then(([cash, house]) => ({ cashAccountId: cash as number, houseAccountId: house as number }));
      accounts.catch(() => accountsByPlayer.delete(player));
      accountsByPlayer.set(player, accounts);
    }
    return accounts;
  }

  async function paramsOf(player: MovePlayer, move: BetMove): Promise<repo.MoveParams> {
    return {
      vendor: move.vendor,
      transactionId: move.transactionId,
      merchantId: player.merchantId,
      memberId: player.memberId,
      roundId: move.roundId,
      gameCode: move.gameCode,
      currency: player.currency,
      amount: move.amount,
      requestHash: requestHash(move.request),
      at: move.at,
      limitsRequired: move.limitsRequired ?? false,
      identityRequired: move.identityRequired ?? false,
      ...(await accountsOf(player)),
    };
  }

  return {
    /** The stake moves from cash to the member's house shard; a replay answers the first balance. */
    bet: async (player: MovePlayer, move: BetMove): Promise<MoveResult> => {
      const params = await paramsOf(player, move);
      return withRetry(() => repo.postBet(db, params));
    },
    /** Paid from the member's house shard; with endRound the round closes. */
    win: async (player: MovePlayer, move: WinMove): Promise<MoveResult> => {
      const params = { ...(await paramsOf(player, move)), endRound: move.endRound };
      return withRetry(() => repo.postWin(db, params));
    },
    rollback: <A extends Record<string, unknown>>(player: MovePlayer, move: RollbackMove<A>): Promise<A> =>
      rollbackBet(ledger, player, move),
    /** Ends a round without a win; ending an ended round answers its status again. */
    endRound: (player: MovePlayer, move: { vendor: string; roundId: string; at: Date }): Promise<RoundStatus> =>
      ledger.inTransaction(async (tx) => {
        const round = await repo.lockRound(tx, move.vendor, move.roundId);
        if (!round || round.memberId !== player.memberId) throw new LedgerError('round_closed', { reason: 'unknown' });
        return round.status === 'open' ? repo.endRound(tx, round.id, move.at) : round.status;
      }),
  };
}
