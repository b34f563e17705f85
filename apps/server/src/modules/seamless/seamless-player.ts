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
 * Players in play, kept in memory: every round sends several calls, and
 * reading the member for each call cost a fifth of the wallet's throughput.
 * Who a player is and its currency never change; its status does, so the
 * statuses of all cached players are read again together, in one query, at
 * most every REFRESH_MS while calls arrive (in the background), and a call
 * that finds them older than MAX_STALE_MS (after a quiet spell) waits for
 * that read. A disabled member's bets are thus refused at most MAX_STALE_MS
 * after the switch, in every server process, with no message between them.
 */
export const PLAYER_REFRESH_MS = 1_000;
export const PLAYER_MAX_STALE_MS = 5_000;
/** Players without a call for this long leave the cache. */
const PLAYER_FORGET_MS = 60_000;
const PLAYER_CACHE_MAX = 50_000;

interface Entry {
  player: Player;
  seenAt: number;
}

interface Directory {
  entries: Map<string, Entry>;
  refreshedAt: number;
  refreshing: Promise<void> | undefined;
}

// One directory per database handle: apps in one process (tests) never share players.
const directories = new WeakMap<object, Directory>();

function directoryOf(deps: ServiceDeps): Directory {
  let directory = directories.get(deps.db);
  if (!directory) {
    directory = { entries: new Map(), refreshedAt: Number.NEGATIVE_INFINITY, refreshing: undefined };
    directories.set(deps.db, directory);
  }
  return directory;
}

async function rereadStatuses(deps: ServiceDeps, directory: Directory, startedAt: number): Promise<void> {
  const byMerchant = new Map<number, number[]>();
  for (const [playerId, entry] of directory.entries) {
    if (startedAt - entry.seenAt > PLAYER_FORGET_MS) directory.entries.delete(playerId);
    else {
      const ids = byMerchant.get(entry.player.merchantId);
      if (ids) ids.push(entry.player.memberId);
      else byMerchant.set(entry.player.merchantId, [entry.player.memberId]);
    }
  }
  for (const [merchantId, ids] of byMerchant) {
    const statuses = await members.statusesOf(deps, merchantId, ids);
    for (const memberId of ids) {
      const playerId = playerIdOf(merchantId, memberId);
      const entry = directory.entries.get(playerId);
      const status = statuses.get(memberId);
      if (!entry) continue;
      if (status === undefined) directory.entries.delete(playerId);
      else if (entry.player.active !== (status === 'active')) entry.player = { ...entry.player, active: status === 'active' };
    }
  }
  directory.refreshedAt = startedAt;
}

/** Starts the shared re-read unless one runs; its failure leaves the statuses stale, so the next call tries again. */
function refresh(deps: ServiceDeps, directory: Directory, now: number): Promise<void> {
  directory.refreshing ??= rereadStatuses(deps, directory, now).finally(() => {
    directory.refreshing = undefined;
  });
  return directory.refreshing;
}

async function loadPlayer(deps: ServiceDeps, playerId: string): Promise<Player> {
  const directory = directoryOf(deps);
  const now = deps.clock();
  const age = now - directory.refreshedAt;
  if (age > PLAYER_REFRESH_MS) {
    const reread = refresh(deps, directory, now);
    if (age > PLAYER_MAX_STALE_MS) await reread;
    else reread.catch(() => undefined);
  }
  const cached = directory.entries.get(playerId);
  if (cached) {
    cached.seenAt = now;
    return cached.player;
  }
  const ids = parsePlayerId(playerId);
  const member = ids && (await members.findById(deps, ids.merchantId, ids.memberId));
  if (!ids || !member) throw new AppError('seamless.player.unknown');
  const player = { playerId, ...ids, currency: member.isTrial ? CURRENCIES.play : CURRENCIES.real, active: member.status === 'active' };
  if (directory.entries.size >= PLAYER_CACHE_MAX) directory.entries.clear();
  directory.entries.set(playerId, { player, seenAt: now });
  return player;
}

/** The player behind an id, with the currency its wallet plays in: play money for trial members. */
export async function resolvePlayer(deps: ServiceDeps, playerId: string, currency?: string): Promise<Player> {
  const player = await loadPlayer(deps, playerId);
  if (currency !== undefined && currency !== player.currency) throw new AppError('seamless.currency.mismatch');
  return player;
}
