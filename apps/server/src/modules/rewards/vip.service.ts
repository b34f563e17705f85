import { formatMinor, parseMoney, type VipLevel, type VipStatus } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { CURRENCIES } from '../ledger/ledger-accounts.js';
import { DEFAULT_CLUB_LABEL } from '../members/member-account.js';
import * as repo from './vip.repository.js';

/** Where a turnover stands on a ladder (sorted by level): the highest level reached and the next one. */
export function placeOnLadder(levels: repo.VipLevelRow[], turnover: bigint): VipStatus {
  let index = -1;
  levels.forEach((l, i) => {
    if (turnover >= l.minTurnover) index = i;
  });
  const current = levels[index];
  const next = levels[index + 1];
  const floor = current?.minTurnover ?? 0n;
  const progress = next ? Number(((turnover - floor) * 100n) / (next.minTurnover - floor)) : 100;
  return {
    level: current?.level ?? 0,
    name: current?.name ?? DEFAULT_CLUB_LABEL,
    turnover: formatMinor(turnover),
    levelTurnover: formatMinor(floor),
    next: next ? { level: next.level, name: next.name, minTurnover: formatMinor(next.minTurnover) } : null,
    progressPercent: Math.max(0, Math.min(100, progress)),
  };
}

/** The member's VIP standing by lifetime real-money turnover (one row read, kept by the game_rounds trigger). */
export async function vipStatus(deps: Pick<ServiceDeps, 'db'>, merchantId: number, memberId: number): Promise<VipStatus> {
  const [levels, turnover] = await Promise.all([
    repo.ladder(deps.db, merchantId),
    repo.turnoverOf(deps.db, merchantId, memberId, CURRENCIES.real),
  ]);
  return placeOnLadder(levels, turnover);
}

export async function getLadder(deps: Pick<ServiceDeps, 'db'>, merchantId: number): Promise<VipLevel[]> {
  return (await repo.ladder(deps.db, merchantId)).map((l) => ({ level: l.level, name: l.name, minTurnover: formatMinor(l.minTurnover) }));
}

export async function saveLadder(deps: Pick<ServiceDeps, 'db'>, merchantId: number, levels: VipLevel[]): Promise<VipLevel[]> {
  await deps.db.transaction((tx) =>
    repo.replaceLadder(
      tx as unknown as Db,
      merchantId,
      levels.map((l) => ({ level: l.level, name: l.name, minTurnover: parseMoney(l.minTurnover) })),
    ),
  );
  return getLadder(deps, merchantId);
}
