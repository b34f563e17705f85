import { KYC_LIMITS, type KycStatus } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import { dayOf } from '../../infra/merchant-day.js';
import { maskCpf } from '../account/masking.js';
import * as protection from '../protection/protection.service.js';
import type { KycDeps, MemberKey } from './kyc.deps.js';
import * as repo from './kyc.repository.js';
import { cpfPassed, cpfRefusal } from './kyc-state.js';

export { checkCpf } from './cpf-check.js';
export { uploadDocument } from './kyc-documents.js';
export { fetchLivenessResult, startLiveness, uploadSelfie } from './kyc-liveness.js';

const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;

/** The member's own verification: what the account holds, each step's outcome, the attempts left today. */
export async function status(deps: KycDeps, key: MemberKey): Promise<KycStatus> {
  const [identity, row, required] = await Promise.all([
    repo.identityOf(deps.db, key),
    repo.find(deps.db, key),
    protection.identityRequired(deps, key.merchantId),
  ]);
  if (!identity) throw new AppError('login.not.session');
  const today = dayOf(deps.clock());
  return {
    required,
    verifiedAt: iso(row?.verifiedAt),
    registered: {
      cpfMasked: identity.cpf ? maskCpf(identity.cpf) : null,
      birthDate: identity.birthday ?? row?.declaredBirthDate ?? null,
      fullName: row?.fullName ?? identity.payeeName,
    },
    cpf: {
      status: row?.cpfStatus ?? null,
      checkedAt: iso(row?.cpfCheckedAt),
      nameMatch: row?.nameMatch ?? null,
      birthDateMatch: row?.birthdateMatch ?? null,
      adult: row?.adult ?? null,
      passed: cpfPassed(row),
      refusal: cpfRefusal(row),
      checksLeft: repo.attemptsLeft(row, 'cpf', today, KYC_LIMITS.cpfChecksPerDay),
    },
    liveness: {
      state: row?.liveness ?? 'none',
      at: iso(row?.livenessAt),
      sessionsLeft: repo.attemptsLeft(row, 'liveness', today, KYC_LIMITS.livenessSessionsPerDay),
      capture: deps.liveness.name === 'sandbox' ? 'site' : 'provider',
    },
    document: {
      state: row?.documentState ?? 'none',
      kind: row?.documentKind ?? null,
      reason: row?.documentReason ?? null,
      submittedAt: iso(row?.documentSubmittedAt),
      decidedAt: iso(row?.documentDecidedAt),
    },
    revoked: row?.revokedAt && row.revokedReason ? { at: row.revokedAt.toISOString(), reason: row.revokedReason } : null,
  };
}
