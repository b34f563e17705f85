import type { CpfStatus, ErrorCode } from '@app/contract';
import type { ServiceDeps } from '../../infra/deps.js';
import * as protection from '../protection/protection.service.js';
import * as repo from './kyc.repository.js';

type Row = repo.KycRow | undefined;

/** The refusal each status other than Regular answers (Pendente and Suspensa can be mended at the Receita; the rest cannot). */
export const CPF_STATUS_REFUSALS: Record<Exclude<CpfStatus, 'regular'>, ErrorCode> = {
  pending: 'kyc.cpf.pending',
  suspended: 'kyc.cpf.suspended',
  cancelled: 'kyc.cpf.cancelled',
  deceased: 'kyc.cpf.deceased',
  null: 'kyc.cpf.null',
  not_found: 'kyc.cpf.not.found',
};

/** Statuses that end the relationship rather than wait for the player to mend them: the back office is alerted. */
export const ALERT_STATUSES: readonly CpfStatus[] = ['cancelled', 'deceased', 'null'];

/** Why the last CPF check failed, in the order the player must mend it; null when it passed or never ran. */
export function cpfRefusal(row: Row): ErrorCode | null {
  if (!row?.cpfCheckedAt) return null;
  if (row.cpfStatus && row.cpfStatus !== 'regular') return CPF_STATUS_REFUSALS[row.cpfStatus];
  if (row.adult === false) return 'kyc.underage';
  if (row.nameMatch === false) return 'kyc.name.mismatch';
  if (row.birthdateMatch === false) return 'kyc.birthdate.mismatch';
  return null;
}

/** Step 1 done: the register holds the CPF as Regular, under the member's name and birth date, and they are 18 or older. */
export const cpfPassed = (row: Row): boolean =>
  row?.cpfStatus === 'regular' && row.nameMatch === true && row.birthdateMatch === true && row.adult === true;

/** Every step done: what makes the identity verified. */
export const allStepsDone = (row: Row): boolean => cpfPassed(row) && row?.liveness === 'passed' && row.documentState === 'approved';

/**
 * Called inside the transaction that changed a step, with the member's row locked: when every step is done the
 * identity becomes verified, here and in the protection module (which opens deposits and bets) in the same commit.
 */
export async function settle(deps: ServiceDeps, key: repo.MemberKey): Promise<void> {
  const row = await repo.find(deps.db, key);
  if (!row || row.verifiedAt || !allStepsDone(row)) return;
  const at = new Date(deps.clock());
  await repo.update(deps.db, key, { verifiedAt: at, revokedAt: null, revokedReason: null, revokedBy: null, updatedAt: at });
  await protection.markIdentityVerified(deps, key, at);
}
