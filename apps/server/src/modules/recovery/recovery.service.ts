import { createHash, randomBytes } from 'node:crypto';
import { RESET_PASSWORD_PATH, RESET_TOKEN_TTL_MS, type Language, type SetPasswordByPhonePayload } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { verifyPassword } from '../../security/password.js';
import * as auth from '../auth/auth.service.js';
import type { MailSender } from '../mail/mail.service.js';
import * as members from '../members/members.service.js';
import * as merchants from '../merchants/merchants.service.js';
import { checkProof, proofOf, type PhoneProofDeps } from '../verification/phone-proof.js';
import * as repository from './recovery.repository.js';
import { resetMail } from './reset-mail.js';

export interface RecoveryDeps extends PhoneProofDeps {
  mail: MailSender;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Forgot password: when the username (any case) exists and its e-mail matches
 * (any case), stores a new one-time token (older unused ones die) and mails
 * the link. Runs after the reply (see recovery.routes.ts), so the caller never
 * learns which case happened; a failed send is only logged, for the same reason.
 */
export async function requestReset(
  deps: RecoveryDeps,
  input: { merchantId: number; username: string; email: string; origin: string; language: Language },
): Promise<void> {
  const member = await members.findByUsername(deps, input.merchantId, input.username);
  const matches = Boolean(member?.email && member.email.trim().toLowerCase() === input.email.trim().toLowerCase());
  if (!member || !matches || member.status !== 'active' || member.isTrial) return;
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock();
  await repository.replaceToken(deps.db, {
    tokenHash: hashToken(token),
    merchantId: input.merchantId,
    memberId: member.id,
    createdAt: new Date(now),
    expiresAt: new Date(now + RESET_TOKEN_TTL_MS),
  });
  const site = (await merchants.getSetting(deps.db, input.merchantId, 'siteName'))[input.language] || 'Demo Bet';
  const link = `${input.origin}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
  await deps.mail.send(
    resetMail({
      to: member.email ?? input.email,
      site,
      username: member.username,
      link,
      ttlMs: RESET_TOKEN_TTL_MS,
      language: input.language,
    }),
  );
}

/** Ends every session of the member and forgets its failed logins: the owner just proved who they are. */
async function afterPasswordSet(deps: ServiceDeps, member: members.Member): Promise<void> {
  await auth.revokeAllSessions(deps, { merchantId: member.merchantId, memberId: member.id }, 'password_reset');
  await auth.clearLoginFailures(deps, { merchantId: member.merchantId, usernameLower: member.username.toLowerCase() });
}

/**
 * Resets the password with an e-mailed token. The same-password refusal
 * comes before the token is used, so the link still works for a second try.
 */
export async function resetPassword(deps: ServiceDeps, input: { merchantId: number; token: string; newPassword: string }): Promise<void> {
  const now = new Date(deps.clock());
  const row = await repository.findLiveToken(deps.db, { merchantId: input.merchantId, tokenHash: hashToken(input.token), now });
  const member = row && (await members.findById(deps, input.merchantId, row.memberId));
  if (!row || !member) throw new AppError('password.reset.invalid');
  if (member.passwordHash && (await verifyPassword(member.passwordHash, input.newPassword))) throw new AppError('modify.new.old.same');
  if (!(await repository.useToken(deps.db, { id: row.id, now }))) throw new AppError('password.reset.invalid');
  await members.setPassword(deps, input.merchantId, member.id, input.newPassword);
  await afterPasswordSet(deps, member);
}

/**
 * Set password by phone (whitelabel CHNGPASSVERIF3), the number proved by our
 * SMS code or the provider's phone token. The proof is checked first (a code:
 * one of its 5 attempts), so "same as the current password" is never an
 * oracle without a valid proof; it is used up only on success, so after that
 * refusal the user fixes the password and sends the same proof again.
 * An unknown number answers like a wrong proof.
 */
export async function setPasswordByPhone(deps: PhoneProofDeps, merchantId: number, input: SetPasswordByPhonePayload): Promise<void> {
  const whitelabel = await merchants.getSetting(deps.db, merchantId, 'whitelabel');
  if (!whitelabel.CHNGPASSVERIF3) throw new AppError('permission.denied');
  const dialing = members.normalizeDialingCode(input.countryDialingCode);
  const member = await members.findByMobile(deps, merchantId, dialing, input.mobileNum);
  // An unknown number still goes through the code check (same work), then answers like a wrong code.
  const proof = proofOf(input);
  const checked = await checkProof(deps, {
    merchantId,
    countryDialingCode: dialing,
    mobileNum: input.mobileNum,
    purpose: 'password',
    proof,
  });
  if (!member) throw new AppError('code' in proof ? 'sms.code.invalid' : 'phone.verification.invalid');
  if (member.passwordHash && (await verifyPassword(member.passwordHash, input.newPassword))) throw new AppError('modify.new.old.same');
  await checked.consume();
  await members.setPassword(deps, merchantId, member.id, input.newPassword);
  await afterPasswordSet(deps, member);
}
