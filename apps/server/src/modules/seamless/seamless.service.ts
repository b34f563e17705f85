import { formatMinor, IN_HOUSE_VENDOR_CODE, parseMoney, type SeamlessAuthenticate, type SeamlessMove } from '@app/contract';
import type { z } from 'zod';
import type {
  seamlessBetRequestSchema,
  seamlessEndRoundRequestSchema,
  seamlessRollbackRequestSchema,
  seamlessWinRequestSchema,
} from '@app/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { houseAccount, memberAccount } from '../ledger/ledger-accounts.js';
import { ledgerError, isRetryable, sqlState } from '../ledger/ledger-errors.js';
import { requestHash, type Ledger } from '../ledger/ledger.service.js';
import * as members from '../members/members.service.js';
import { playerIdOf, resolvePlayer, type Player } from './seamless-player.js';
import * as repo from './seamless.repository.js';
import { checkVendorAmount } from './vendor-limits.js';

export interface SeamlessDeps extends ServiceDeps {
  ledger: Ledger;
}

type BetRequest = z.output<typeof seamlessBetRequestSchema>;
type WinRequest = z.output<typeof seamlessWinRequestSchema>;
type RollbackRequest = z.output<typeof seamlessRollbackRequestSchema>;
type EndRoundRequest = z.output<typeof seamlessEndRoundRequestSchema>;

/** Marks a bet id that a rollback cancelled before the bet arrived; the late bet is then refused. */
const TOMBSTONE = 'tombstone';

const ledgerKey = (vendor: string, transactionId: string) => `gsw:${vendor}:${transactionId}`;

function move(player: Player, transactionId: string, balance: bigint, status: SeamlessMove['status'] = 'applied'): SeamlessMove {
  return { playerId: player.playerId, currency: player.currency, balance: formatMinor(balance), transactionId, status };
}

async function cashBalance(deps: SeamlessDeps, player: Player, tx: Db): Promise<bigint> {
  return (await deps.ledger.memberBalances(player.merchantId, player.memberId, player.currency, tx)).get('cash') ?? 0n;
}

export async function balance(deps: SeamlessDeps, playerId: string, currency: string) {
  const player = await resolvePlayer(deps, playerId, currency);
  return { playerId, currency: player.currency, balance: formatMinor(await cashBalance(deps, player, deps.db)) };
}

/** A stored answer for a transaction id, or 409 when the id came with other data. */
function replayOf(row: repo.SeamlessTxRow | undefined, hash: string): SeamlessMove {
  if (row?.requestHash === TOMBSTONE) throw new AppError('seamless.round.closed', { reason: 'cancelled' });
  if (!row || row.requestHash !== hash) throw new AppError('idempotency.conflict');
  return row.response as unknown as SeamlessMove;
}

/** Refusals of the seamless SQL functions (migration 0005), as the errors providers read. */
function seamlessError(error: unknown): unknown {
  const state = sqlState(error)?.code;
  if (state === 'LG201') return new AppError('seamless.round.closed');
  if (state === 'LG202') return new AppError('seamless.player.unknown');
  return ledgerError(error, null);
}

interface PlayerAccounts {
  cashAccountId: number;
  houseAccountId: number;
}

// Account ids never change once created: each player in play looks its two up once, not on every call.
const accountsByPlayer = new WeakMap<Player, Promise<PlayerAccounts>>();

async function lookUpAccounts(deps: SeamlessDeps, player: Player): Promise<PlayerAccounts> {
  const [cash, house] = await deps.ledger.accountIdsOf(player.merchantId, player.currency, [
    memberAccount(player.memberId, 'cash'),
    houseAccount('house.games', player.memberId),
  ]);
  return { cashAccountId: cash as number, houseAccountId: house as number };
}

function accountsOf(deps: SeamlessDeps, player: Player): Promise<PlayerAccounts> {
  let accounts = accountsByPlayer.get(player);
  if (!accounts) {
    accounts = lookUpAccounts(deps, player);
    accounts.catch(() => accountsByPlayer.delete(player));
    accountsByPlayer.set(player, accounts);
  }
  return accounts;
}

async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 5 || !isRetryable(error)) throw seamlessError(error);
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}

/**
 * Bet: the stake moves from cash to the member's house shard; a rollback
 * refunds it from there, once (migration 0020). One statement (seamless_bet):
 * the ledger's idempotency key is the provider's id, so a replay answers the
 * first balance.
 */
export async function bet(deps: SeamlessDeps, vendor: string, req: BetRequest): Promise<SeamlessMove> {
  const amount = parseMoney(req.amount);
  await checkVendorAmount(deps.db, vendor, amount);
  const player = await resolvePlayer(deps, req.playerId, req.currency);
  if (!player.active) throw new AppError('login.member.disabled');
  const accounts = await accountsOf(deps, player);
  const params = {
    vendor,
    transactionId: req.transactionId,
    merchantId: player.merchantId,
    memberId: player.memberId,
    roundId: req.roundId,
    gameCode: req.gameCode,
    currency: player.currency,
    amount,
    requestHash: requestHash({ kind: 'bet', vendor, ...req }),
    ...accounts,
  };
  const moved = await withRetry(() => repo.postBet(deps.db, params));
  return move(player, req.transactionId, moved.balance);
}

/** Win: paid from the house (sharded by member); with endRound the round closes. One statement (seamless_win). */
export async function win(deps: SeamlessDeps, vendor: string, req: WinRequest): Promise<SeamlessMove> {
  const amount = parseMoney(req.amount);
  await checkVendorAmount(deps.db, vendor, amount);
  const player = await resolvePlayer(deps, req.playerId, req.currency);
  const accounts = await accountsOf(deps, player);
  const params = {
    vendor,
    transactionId: req.transactionId,
    merchantId: player.merchantId,
    memberId: player.memberId,
    roundId: req.roundId,
    gameCode: req.gameCode,
    currency: player.currency,
    amount,
    requestHash: requestHash({ kind: 'win', vendor, ...req }),
    endRound: req.endRound,
    at: new Date(deps.clock()),
    ...accounts,
  };
  const moved = await withRetry(() => repo.postWin(deps.db, params));
  return move(player, req.transactionId, moved.balance);
}

/** Bets of the round that still stand: placed and not rolled back. */
function standingBets(rows: repo.SeamlessTxRow[]) {
  const cancelled = new Set(
    rows.filter((r) => r.kind === 'rollback').map((r) => (r.response as { referenceTransactionId?: string }).referenceTransactionId),
  );
  return rows.filter(
    (r) => r.kind === 'bet' && r.ledgerTransferId !== null && r.requestHash !== TOMBSTONE && !cancelled.has(r.transactionId),
  );
}

/**
 * Rollback of a bet: its stake goes back from the house to cash, once (the
 * refund resolves the bet's transfer). Unknown bets change nothing and say so
 * (and are remembered, so the bet cannot arrive later); a round that has paid
 * a win or ended refuses.
 */
export async function rollback(deps: SeamlessDeps, vendor: string, req: RollbackRequest): Promise<SeamlessMove> {
  const player = await resolvePlayer(deps, req.playerId);
  const hash = requestHash({ kind: 'rollback', vendor, ...req });
  return deps.ledger.inTransaction(async (tx) => {
    const stored = await repo.findTransaction(tx, vendor, req.transactionId);
    if (stored) return replayOf(stored, hash);
    // A paid win keeps its id only in the ledger (seamless_win): the id is taken.
    if (await deps.ledger.findTransferByKey(player.merchantId, ledgerKey(vendor, req.transactionId), tx))
      throw new AppError('idempotency.conflict');
    const round = await repo.lockRound(tx, vendor, req.roundId);
    const rows = round ? await repo.roundTransactions(tx, vendor, req.roundId) : [];
    const target = rows.find((r) => r.transactionId === req.referenceTransactionId && r.kind === 'bet' && r.requestHash !== TOMBSTONE);
    // A duplicate that waited on the round lock finds the first one's row: its answer is the answer.
    const record = async (answer: SeamlessMove, transferId: number | null, amount = 0n): Promise<SeamlessMove> => {
      const row = {
        vendor,
        transactionId: req.transactionId,
        kind: 'rollback' as const,
        memberId: player.memberId,
        roundId: req.roundId,
        requestHash: hash,
        amount,
        ledgerTransferId: transferId,
        response: { ...answer, referenceTransactionId: req.referenceTransactionId },
      };
      return (await repo.claimTransaction(tx, row)) ? answer : replayOf(await repo.findTransaction(tx, vendor, req.transactionId), hash);
    };
    if (!round || !target) {
      const answer = move(player, req.transactionId, await cashBalance(deps, player, tx), 'unknown');
      await repo.claimTransaction(tx, {
        vendor,
        transactionId: req.referenceTransactionId,
        kind: 'bet',
        memberId: player.memberId,
        roundId: req.roundId,
        requestHash: TOMBSTONE,
        amount: 0n,
        ledgerTransferId: null,
        response: { status: 'cancelled' },
      });
      return record(answer, null);
    }
    if (target.memberId !== player.memberId) throw new AppError('seamless.player.unknown');
    if (!standingBets(rows).includes(target)) {
      // Already rolled back under another rollback id: the bet is refunded, say so again.
      return record(move(player, req.transactionId, await cashBalance(deps, player, tx)), null);
    }
    if (round.status !== 'open' || round.win > 0n) throw new AppError('seamless.rollback.refused');
    const released = await deps.ledger.releaseHold(
      {
        merchantId: player.merchantId,
        holdTransferId: target.ledgerTransferId as number,
        code: 'bet_refund',
        idempotencyKey: ledgerKey(vendor, req.transactionId),
        request: hash,
        reference: req.roundId,
      },
      tx,
    );
    await repo.updateRound(tx, round.id, { stakeDelta: -target.amount });
    return record(move(player, req.transactionId, released.creditBalance), released.transferId, target.amount);
  });
}

/** Ends a round without a win; ending an ended round answers its status again. */
export async function endRound(deps: SeamlessDeps, vendor: string, req: EndRoundRequest) {
  const player = await resolvePlayer(deps, req.playerId);
  return deps.ledger.inTransaction(async (tx) => {
    const round = await repo.lockRound(tx, vendor, req.roundId);
    if (!round || round.memberId !== player.memberId) throw new AppError('seamless.round.closed', { reason: 'unknown' });
    const status = round.status === 'open' ? await repo.endRound(tx, round.id, new Date(deps.clock())) : round.status;
    return { roundId: req.roundId, status };
  });
}

export const vendorSecret = (deps: ServiceDeps, code: string) => repo.vendorSecret(deps.db, code);
export const upsertVendor = (deps: ServiceDeps, vendor: { code: string; name: string; secret: string }, replace: boolean) =>
  repo.upsertVendor(deps.db, vendor, replace);
export const setVendorMaxAmount = (deps: ServiceDeps, code: string, maxAmountMinor: bigint) =>
  repo.setVendorMaxAmount(deps.db, code, maxAmountMinor);
export const listRounds = (deps: ServiceDeps, filter: Parameters<typeof repo.listRounds>[1]) => repo.listRounds(deps.db, filter);
export const biggestWins = (deps: ServiceDeps, filter: Parameters<typeof repo.biggestWins>[1]) => repo.biggestWins(deps.db, filter);
export const turnoverSince = (deps: ServiceDeps, merchantId: number, memberId: number, currency: string, since: Date, until?: Date) =>
  repo.turnoverSince(deps.db, merchantId, memberId, currency, since, until);
export const playTotals = (deps: ServiceDeps, filter: Parameters<typeof repo.playTotals>[1]) => repo.playTotals(deps.db, filter);
export const openStakes = (deps: { db: Db }, merchantId: number, memberId: number, currency: string) =>
  repo.openStakes(deps.db, merchantId, memberId, currency);
export const merchantHasRounds = (deps: ServiceDeps, merchantId: number) => repo.merchantHasRounds(deps.db, merchantId);

/** Trades a launch token for its launch (the games module owns launches). */
export type LaunchRedeemer = (
  token: string,
) => Promise<{ merchantId: number; memberId: number; currency: string; game: SeamlessAuthenticate['game'] } | undefined>;

/**
 * Authenticate: the in-house game server redeems the token of a game URL
 * once and learns the player, the currency and the game. Only the in-house
 * vendor plays catalogue games here; an outside vendor would launch its own.
 */
export async function authenticate(
  deps: SeamlessDeps,
  vendor: string,
  token: string,
  redeem: LaunchRedeemer,
): Promise<SeamlessAuthenticate> {
  if (vendor !== IN_HOUSE_VENDOR_CODE) throw new AppError('permission.denied');
  const launch = await redeem(token);
  if (!launch) throw new AppError('seamless.token.invalid');
  const playerId = playerIdOf(launch.merchantId, launch.memberId);
  const player = await resolvePlayer(deps, playerId, launch.currency);
  if (!player.active) throw new AppError('login.member.disabled');
  const names = await members.publicNames(deps, launch.merchantId, [launch.memberId]);
  return {
    playerId,
    currency: player.currency,
    balance: formatMinor(await cashBalance(deps, player, deps.db)),
    screenName: members.maskName(names.get(launch.memberId) ?? '?'),
    game: launch.game,
  };
}
