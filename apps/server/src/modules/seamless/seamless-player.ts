import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { CURRENCIES } from '../ledger/ledger-accounts.js';
import * as members from '../members/members.service.js';

export interface Player {
  playerId: string;
  merchantId: number;
  memberId: number;
  currency: string;
  active: boolean;
}

/** What a provider knows a player by: merchant and member, so one vendor can serve several brands. */
export const playerIdOf = (merchantId: number, memberId: number) => `${merchantId}:${memberId}`;

function parsePlayerId(playerId: string): { merchantId: number; memberId: number } | undefined {
  const match = /^(\d{1,9}):(\d{1,12})$/.exec(playerId);
  return match ? { merchantId: Number(match[1]), memberId: Number(match[2]) } : undefined;
}

/**
 * Players seen in the last few seconds: a round sends several calls in a row,
 * and each would otherwise read the member again. A disabled member's bets
 * are refused at most PLAYER_CACHE_MS after the switch.
 */
const PLAYER_CACHE_MS = 5_000;
const PLAYER_CACHE_MAX = 20_000;
const players = new Map<string, { player: Player; until: number }>();

async function loadPlayer(deps: ServiceDeps, playerId: string): Promise<Player> {
  const cached = players.get(playerId);
  const now = deps.clock();
  if (cached && cached.until > now) return cached.player;
  const ids = parsePlayerId(playerId);
  const member = ids && (await members.findById(deps, ids.merchantId, ids.memberId));
  if (!ids || !member) throw new AppError('seamless.player.unknown');
  const player = { playerId, ...ids, currency: member.isTrial ? CURRENCIES.play : CURRENCIES.real, active: member.status === 'active' };
  if (players.size >= PLAYER_CACHE_MAX) players.clear();
  players.set(playerId, { player, until: now + PLAYER_CACHE_MS });
  return player;
}

/** The player behind an id, with the currency its wallet plays in: play money for trial members. */
export async function resolvePlayer(deps: ServiceDeps, playerId: string, currency?: string): Promise<Player> {
  const player = await loadPlayer(deps, playerId);
  if (currency !== undefined && currency !== player.currency) throw new AppError('seamless.currency.mismatch');
  return player;
}
