import type { TwoFactorDisablePayload, TwoFactorEnablePayload, TwoFactorSetup, TwoFactorStatus } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import { verifyPassword } from '../../security/password.js';
import { checkTotp, newTotpSecret, totpUri } from '../../security/totp.js';
import * as members from '../members/members.service.js';
import { qrDataUrl } from '../payments/qr-image.js';
import { ATTEMPT_WINDOW_MS, limitedSecretCheck } from './secret-attempts.js';
import { proveSecondFactor, type TwoFactorDeps } from './second-factor.js';
import { revokeOthers, type SessionContext } from './sessions.js';
import { backupCodeHash, newBackupCodes } from './two-factor-codes.js';
import * as repository from './two-factor.repository.js';

/** A setup's QR code is good this long: long enough to install an authenticator app, short enough not to linger. */
export const SETUP_TTL_MS = 15 * 60 * 1000;
/** Wrong passwords or codes a signed-in member may give turning it on or off, in the attempt window. */
export const MANAGE_ATTEMPTS_MAX = 5;

const keyOf = (session: SessionContext) => ({ merchantId: session.merchantId, memberId: session.memberId });

async function memberOf(deps: TwoFactorDeps, session: SessionContext) {
  const member = await members.findById(deps, session.merchantId, session.memberId);
  if (!member) throw new AppError('login.not.session');
  return member;
}

export async function status(deps: TwoFactorDeps, session: SessionContext): Promise<TwoFactorStatus> {
  const [row, member] = await Promise.all([repository.findTwoFactor(deps.db, keyOf(session)), memberOf(deps, session)]);
  const enabled = Boolean(row?.secretSealed);
  return {
    enabled,
    enabledAt: enabled && row?.enabledAt ? row.enabledAt.toISOString() : null,
    backupCodesLeft: enabled ? await repository.unusedBackupCodes(deps.db, keyOf(session)) : 0,
    passwordSet: member.passwordHash !== null,
  };
}

/** A new secret, sealed as pending: nothing changes for the member's logins until its first code confirms it. */
export async function startSetup(deps: TwoFactorDeps, session: SessionContext, issuer: string): Promise<TwoFactorSetup> {
  const member = await memberOf(deps, session);
  if (!member.passwordHash) throw new AppError('two.factor.password.missing');
  const secret = newTotpSecret();
  const pending = { sealed: deps.twoFactor.sealer.seal(secret), expiresAt: new Date(deps.clock() + SETUP_TTL_MS) };
  if (!(await repository.savePending(deps.db, keyOf(session), pending))) throw new AppError('two.factor.already.on');
  const otpauthUri = totpUri(secret, issuer, member.username);
  return { secret, otpauthUri, qrImage: await qrDataUrl(otpauthUri) };
}

/**
 * The login password and a secret the member proves, counted before either is checked (at most MANAGE_ATTEMPTS_MAX
 * wrong in the window, then request.rate.limited): turning the verification on or off is a change of rights.
 */
async function checkPasswordAndCode(
  deps: TwoFactorDeps,
  session: SessionContext,
  password: string,
  proveCode: () => Promise<boolean>,
): Promise<void> {
  const member = await memberOf(deps, session);
  const hash = member.passwordHash;
  if (!hash) throw new AppError('two.factor.password.missing');
  const key = { merchantId: session.merchantId, usernameLower: `two-factor:member-${session.memberId}`, ip: 'two-factor' };
  let wrong: 'two.factor.password.incorrect' | 'two.factor.code.invalid' = 'two.factor.password.incorrect';
  const check = await limitedSecretCheck(deps, key, MANAGE_ATTEMPTS_MAX, async () => {
    if (!(await verifyPassword(hash, password))) return false;
    wrong = 'two.factor.code.invalid';
    return proveCode();
  });
  if (check === 'limited') throw new AppError('request.rate.limited', { retryAfterMs: ATTEMPT_WINDOW_MS });
  if (check === 'incorrect') throw new AppError(wrong);
}

/**
 * The first code of the pending secret turns it on; the answer holds the backup codes, the only time they are
 * shown (only their hashes are kept). The member's other sessions end.
 */
export async function enable(deps: TwoFactorDeps, session: SessionContext, payload: TwoFactorEnablePayload): Promise<string[]> {
  const key = keyOf(session);
  const row = await repository.findTwoFactor(deps.db, key);
  if (row?.secretSealed) throw new AppError('two.factor.already.on');
  const pendingSealed = row?.pendingSealed;
  const secret =
    pendingSealed && row.pendingExpiresAt && row.pendingExpiresAt.getTime() > deps.clock()
      ? deps.twoFactor.sealer.open(pendingSealed)
      : undefined;
  if (!pendingSealed || !secret) throw new AppError('two.factor.setup.missing');
  let step: number | undefined;
  await checkPasswordAndCode(deps, session, payload.password, async () => {
    step = await checkTotp(secret, payload.code, deps.clock(), null);
    return step !== undefined;
  });
  const codes = newBackupCodes();
  const at = new Date(deps.clock());
  const enabled = await deps.db.transaction(async (tx) => {
    if (step === undefined || !(await repository.enable(tx, key, { pendingSealed, step, at }))) return false;
    await repository.replaceBackupCodes(
      tx,
      key,
      codes.map((code) => backupCodeHash(deps.twoFactor, session.memberId, code)),
      at,
    );
    return true;
  });
  // Two confirmations at once: the other one turned it on, with its own backup codes.
  if (!enabled) throw new AppError('two.factor.already.on');
  await revokeOthers(deps, session, 'two_factor');
  return codes;
}

/** The login password and a current code (or a backup code) turn it off; the member's other sessions end. */
export async function disable(deps: TwoFactorDeps, session: SessionContext, payload: TwoFactorDisablePayload): Promise<void> {
  const key = keyOf(session);
  const row = await repository.findTwoFactor(deps.db, key);
  if (!row?.secretSealed) throw new AppError('two.factor.not.on');
  await checkPasswordAndCode(deps, session, payload.password, () => proveSecondFactor(deps, key, payload.code));
  const at = new Date(deps.clock());
  await deps.db.transaction(async (tx) => {
    await repository.disable(tx, key);
    await repository.endMemberChallenges(tx, { ...key, at, reason: 'turned_off' });
  });
  await revokeOthers(deps, session, 'two_factor');
}
