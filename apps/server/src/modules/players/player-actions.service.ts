import type { Language, PlayerDetail, PlayerPasswordResetResult } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import { maskEmail, maskMobile } from '../account/masking.js';
import * as auth from '../auth/auth.service.js';
import { MailSendError } from '../mail/mail.service.js';
import * as members from '../members/members.service.js';
import * as merchants from '../merchants/merchants.service.js';
import { requestReset } from '../recovery/recovery.service.js';
import { sendCode } from '../verification/verification.service.js';
import type { MemberRecord } from './player-page.repository.js';
import type { PlayerKey, PlayersDeps } from './players.deps.js';
import { textOrNull } from './sql-values.js';

/*
 * What support does to an account, each through the module that owns it: the status (members; a disabled member's
 * sessions answer login.member.disabled from their next request), the sessions (auth), the login lock (auth's
 * ladder) and a password reset (recovery's e-mailed link, or verification's SMS code).
 */

/** What the audit row keeps as the object before an action. */
export const auditView = (p: PlayerDetail) => ({
  id: p.id,
  username: p.username,
  status: p.status,
  loginLock: p.loginLock,
  liveSessions: p.liveSessions,
});

export async function setStatus(deps: PlayersDeps, key: PlayerKey, status: PlayerDetail['status']): Promise<void> {
  await members.setStatus(deps, key.merchantId, key.memberId, status);
}

/** Ends every live session of the member (they sign in again). */
export async function logoutEverywhere(deps: PlayersDeps, key: PlayerKey): Promise<void> {
  await auth.revokeAllSessions(deps, key, 'operator');
}

/** Forgets the failed guesses at the member's username and lifts its lock, as a proven password reset does. */
export async function unlockLogin(deps: PlayersDeps, key: PlayerKey, member: MemberRecord): Promise<void> {
  await auth.clearLoginFailures(deps, { merchantId: key.merchantId, usernameLower: member.username_lower });
}

/**
 * A reset the player completes: the e-mailed one-time link when the member has an address, else an SMS code for the
 * set-password-by-phone form (only when the merchant offers that form). A disabled or trial account gets neither.
 */
export async function sendPasswordReset(
  deps: PlayersDeps,
  key: PlayerKey,
  member: MemberRecord,
  context: { ip: string; language: Language },
): Promise<Omit<PlayerPasswordResetResult, 'player'>> {
  if (member.status !== 'active' || member.is_trial) throw new AppError('player.reset.unavailable');
  const email = textOrNull(member.email);
  if (email) {
    const reset = { merchantId: key.merchantId, username: member.username, email, origin: deps.publicOrigin, language: context.language };
    try {
      await requestReset(deps, reset);
    } catch (error) {
      throw error instanceof MailSendError ? new AppError('mail.send.failed') : error;
    }
    return { channel: 'email', sentTo: maskEmail(email) ?? '' };
  }
  const mobile = textOrNull(member.mobile_num);
  const whitelabel = await merchants.getSetting(deps.db, key.merchantId, 'whitelabel');
  if (!mobile || !whitelabel.CHNGPASSVERIF3) throw new AppError('player.reset.unavailable');
  const dialing = textOrNull(member.country_dialing_code) ?? '55';
  await sendCode(deps, { merchantId: key.merchantId, countryDialingCode: dialing, mobileNum: mobile, purpose: 'password' }, context);
  return { channel: 'sms', sentTo: maskMobile(dialing, mobile) ?? '' };
}
