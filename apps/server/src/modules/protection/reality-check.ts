import { formatMinor, REALITY_CHECK_DEFAULT_MINUTES, type SessionActivity } from '@app/contract';
import type { ServiceDeps } from '../../infra/deps.js';
import { inactivityLogoutMs } from './protection-profile.js';
import * as repo from './protection.repository.js';

/** How often the reality check interrupts play; any change applies at once (it only ever informs). */
export async function setRealityCheck(deps: ServiceDeps, key: repo.MemberKey, minutes: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await repo.lockOrCreate(tx, key);
    await repo.update(tx, key, { realityCheckMinutes: minutes, updatedAt: new Date(deps.clock()) });
  });
}

/** What the reality check shows: the session's real-money stakes and wins since login, and how often to ask. */
export async function sessionActivity(deps: ServiceDeps, key: repo.MemberKey, startedAt: Date): Promise<SessionActivity> {
  const [row, play, idleMs] = await Promise.all([
    repo.find(deps.db, key),
    repo.playSince(deps.db, key, startedAt),
    inactivityLogoutMs(deps, key.merchantId),
  ]);
  return {
    startedAt: startedAt.toISOString(),
    stakes: formatMinor(play.stakes),
    wins: formatMinor(play.wins),
    net: formatMinor(play.wins - play.stakes),
    realityCheckMinutes: row?.realityCheckMinutes ?? REALITY_CHECK_DEFAULT_MINUTES,
    inactivityLogoutMinutes: idleMs === null ? null : idleMs / 60_000,
  };
}
