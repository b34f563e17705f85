import type { Db } from '../../db/client.js';
import * as openBets from './open-bets.repository.js';
import * as repo from './ledger-rounds.repository.js';

/**
 * What the game rounds the ledger's moves keep tell other modules: the betting record, the stakes still in play, the
 * winner board, the turnover promotions wager against and the play totals cashback pays on. Reads only.
 */
type Deps = { db: Db };

export const listRounds = (deps: Deps, filter: Parameters<typeof repo.listRounds>[1]) => repo.listRounds(deps.db, filter);
/** A round of the member's by its provider round id: nobody else's round is found (the betting record's detail). */
export const findMemberRound = (deps: Deps, merchantId: number, memberId: number, roundId: string) =>
  repo.findMemberRound(deps.db, merchantId, memberId, roundId);
export const openStakes = (deps: Deps, merchantId: number, memberId: number, currency: string) =>
  repo.openStakes(deps.db, merchantId, memberId, currency);
/** The member's open rounds with their standing bets (cancelled one by one through the moves' rollback). */
export const openRoundBets = (deps: Deps, merchantId: number, memberId: number) => openBets.openRoundBets(deps.db, merchantId, memberId);
export type { OpenRoundBets } from './open-bets.repository.js';
export const biggestWins = (deps: Deps, filter: Parameters<typeof repo.biggestWins>[1]) => repo.biggestWins(deps.db, filter);
export const merchantHasRounds = (deps: Deps, merchantId: number) => repo.merchantHasRounds(deps.db, merchantId);
export const turnoverSince = (deps: Deps, merchantId: number, memberId: number, currency: string, since: Date, until?: Date) =>
  repo.turnoverSince(deps.db, merchantId, memberId, currency, since, until);
export const playTotals = (deps: Deps, filter: Parameters<typeof repo.playTotals>[1]) => repo.playTotals(deps.db, filter);
