import type { ServiceDeps } from '../../infra/deps.js';
import { checkTotp } from '../../security/totp.js';
import { backupCodeHash, isTotpCode, type TwoFactorKeys } from './two-factor-codes.js';
import * as repository from './two-factor.repository.js';

export interface TwoFactorDeps extends ServiceDeps {
  twoFactor: TwoFactorKeys;
}

export type MemberKey = { merchantId: number; memberId: number };

/**
 * Proves a member's second factor with a code of their app (each step good once, RFC 6238 §5.2) or an unused
 * backup code (used up by this). The caller has counted the guess already. False: wrong, already used, or the
 * member's verification is off (or its secret cannot be opened any more).
 */
export async function proveSecondFactor(deps: TwoFactorDeps, key: MemberKey, code: string): Promise<boolean> {
  const row = await repository.findTwoFactor(deps.db, key);
  if (!row?.secretSealed) return false;
  if (!isTotpCode(code))
    return repository.useBackupCode(deps.db, key, backupCodeHash(deps.twoFactor, key.memberId, code), new Date(deps.clock()));
  const secret = deps.twoFactor.sealer.open(row.secretSealed);
  const step = secret ? await checkTotp(secret, code, deps.clock(), row.lastStep) : undefined;
  return step !== undefined && repository.takeStep(deps.db, key, step);
}

/** Whether the member's logins ask for a code. */
export async function twoFactorOn(deps: ServiceDeps, key: MemberKey): Promise<boolean> {
  const row = await repository.findTwoFactor(deps.db, key);
  return Boolean(row?.secretSealed);
}
