import { AppError } from '../../http/app-error.js';
import { revokeAll } from '../auth/sessions.js';
import * as members from '../members/members.service.js';
import { memberProfile } from '../members/personal-data.js';
import { anonymise, type ErasureSubject } from './anonymise.js';
import { closureRefusals, closureStanding } from './closure-rules.js';
import { deleteExpiredFiles } from './export-runs.js';
import type { MemberKey, PrivacyDeps } from './privacy.deps.js';
import * as repo from './privacy.repository.js';
import type { PrivacyRequestRow } from './privacy.repository.js';
import { retainUntil } from './retention-rules.js';

/** The pending closure `id` of the merchant, or the error the operator reads. */
async function pendingClosure(deps: PrivacyDeps, merchantId: number, id: number): Promise<PrivacyRequestRow> {
  const row = await repo.findRequest(deps.db, merchantId, id);
  if (!row || row.kind !== 'closure') throw new AppError('privacy.request.not.found');
  if (row.status !== 'pending') throw new AppError('privacy.request.state');
  return row;
}

async function subjectOf(deps: PrivacyDeps, key: MemberKey): Promise<ErasureSubject> {
  const profile = await memberProfile(deps.db, key);
  if (!profile) throw new AppError('player.not.found');
  const mobile =
    profile.countryDialingCode && profile.mobileNum
      ? { countryDialingCode: profile.countryDialingCode, mobileNum: profile.mobileNum }
      : null;
  return { key, usernameLower: profile.username.toLowerCase(), email: profile.email, mobile };
}

/**
 * An operator processes a closure: refused while the player holds money or waits for a withdrawal (they withdraw
 * first), else every category retention-rules.ts erases is erased in one transaction, which also marks the request
 * done with the day after which the kept records may be deleted. The copies' files are deleted after it commits.
 */
export async function processClosure(deps: PrivacyDeps, merchantId: number, id: number, by: string): Promise<void> {
  const row = await pendingClosure(deps, merchantId, id);
  const key = { merchantId, memberId: row.memberId };
  const [refusal] = closureRefusals(await closureStanding(deps, key));
  if (refusal) throw refusal;
  const subject = await subjectOf(deps, key);
  const now = new Date(deps.clock());
  await deps.db.transaction(async (tx) => {
    const values = { status: 'done', completedAt: now, decidedBy: by, retainUntil: retainUntil(now) } as const;
    if (!(await repo.moveClosure(tx, id, 'pending', values))) throw new AppError('privacy.request.state');
    await anonymise(tx, subject);
  });
  await revokeAll(deps, key, 'closure');
  await deleteExpiredFiles(deps);
  deps.log.info({ requestId: id, memberId: row.memberId }, 'account closed and anonymised');
}

/**
 * An operator refuses a closure with a reason the player reads: the account opens again (the request disabled it),
 * and the player may ask again later.
 */
export async function refuseClosure(deps: PrivacyDeps, merchantId: number, id: number, reason: string, by: string): Promise<void> {
  const row = await pendingClosure(deps, merchantId, id);
  const now = new Date(deps.clock());
  await deps.db.transaction(async (tx) => {
    const values = { status: 'refused', completedAt: now, decidedBy: by, refusalReason: reason } as const;
    if (!(await repo.moveClosure(tx, id, 'pending', values))) throw new AppError('privacy.request.state');
    await members.setStatus({ ...deps, db: tx }, merchantId, row.memberId, 'active');
  });
}
