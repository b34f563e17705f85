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
import type { Ledger } from '../ledger/ledger.service.js';
import * as members from '../members/members.service.js';
import * as protection from '../protection/protection.service.js';
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

/*
 * The protocol's side of the seamless wallet: who the player is, the vendor's bounds, and the protocol's answers.
 * The money moves through the ledger's moves (modules/ledger/ledger-moves.ts), whose refusals the error handler
 * turns into the protocol's errors (http/ledger-refusals.ts).
 */

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

/** Bet: the stake moves from cash to the member's house shard, in one statement; a replay answers the first balance. */
export async function bet(deps: SeamlessDeps, vendor: string, req: BetRequest): Promise<SeamlessMove> {
  const amount = parseMoney(req.amount);
  await checkVendorAmount(deps.db, vendor, amount);
  const player = await resolvePlayer(deps, req.playerId, req.currency);
  if (!player.active) throw new AppError('login.member.disabled');
  const moved = await deps.ledger.moves.bet(player, {
    vendor,
    transactionId: req.transactionId,
    roundId: req.roundId,
    gameCode: req.gameCode,
    amount,
    request: { kind: 'bet', vendor, ...req },
    at: new Date(deps.clock()),
    // The player's limits, pause and exclusion are checked in the bet's own statement (modules/protection/sql).
    ...(await protection.betDuties(deps, player.merchantId)),
  });
  return move(player, req.transactionId, moved.balance);
}

/** Win: paid from the house (sharded by member); with endRound the round closes. One statement. */
export async function win(deps: SeamlessDeps, vendor: string, req: WinRequest): Promise<SeamlessMove> {
  const amount = parseMoney(req.amount);
  await checkVendorAmount(deps.db, vendor, amount);
  const player = await resolvePlayer(deps, req.playerId, req.currency);
  const moved = await deps.ledger.moves.win(player, {
    vendor,
    transactionId: req.transactionId,
    roundId: req.roundId,
    gameCode: req.gameCode,
    amount,
    request: { kind: 'win', vendor, ...req },
    endRound: req.endRound,
    at: new Date(deps.clock()),
  });
  return move(player, req.transactionId, moved.balance);
}

/**
 * Rollback of a bet: its stake goes back from the house to cash, once. A rollback of an unknown bet answers
 * status "unknown" (and that bet is refused if it arrives later); a round that has paid a win or ended refuses.
 */
export async function rollback(deps: SeamlessDeps, vendor: string, req: RollbackRequest): Promise<SeamlessMove> {
  const player = await resolvePlayer(deps, req.playerId);
  return deps.ledger.moves.rollback(player, {
    vendor,
    transactionId: req.transactionId,
    roundId: req.roundId,
    referenceTransactionId: req.referenceTransactionId,
    request: { kind: 'rollback', vendor, ...req },
    answer: (balance, status) => move(player, req.transactionId, balance, status),
  });
}

/** Ends a round without a win; ending an ended round answers its status again. */
export async function endRound(deps: SeamlessDeps, vendor: string, req: EndRoundRequest) {
  const player = await resolvePlayer(deps, req.playerId);
  const status = await deps.ledger.moves.endRound(player, { vendor, roundId: req.roundId, at: new Date(deps.clock()) });
  return { roundId: req.roundId, status };
}

export const vendorSecret = (deps: ServiceDeps, code: string) => repo.vendorSecret(deps.db, code);
export const upsertVendor = (deps: ServiceDeps, vendor: { code: string; name: string; secret: string }, replace: boolean) =>
  repo.upsertVendor(deps.db, vendor, replace);
export const setVendorMaxAmount = (deps: ServiceDeps, code: string, maxAmountMinor: bigint) =>
  repo.setVendorMaxAmount(deps.db, code, maxAmountMinor);

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
