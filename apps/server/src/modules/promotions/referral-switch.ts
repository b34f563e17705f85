import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { isOpen } from './promotion-rules.js';
import * as repo from './promotions.repository.js';

export const REFERRAL_CODE = 'REFERRAL';

/**
 * The merchant's running referral promotion (the REFERRAL code first, else the first of the kind); none means the invite
 * entries show coming soon.
 */
export async function activeReferral(deps: { db: Db; clock: Clock }, merchantId: number): Promise<repo.PromotionRow | undefined> {
  const now = deps.clock();
  const open = (await repo.findByKind(deps.db, merchantId, 'referral')).filter((p) => isOpen(p, now));
  return open.find((p) => p.code === REFERRAL_CODE) ?? open[0];
}
