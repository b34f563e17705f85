import type { MemberStatus, Profile, ProfileUpdate, SecurityOverview } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import * as auth from '../auth/auth.service.js';
import * as members from '../members/members.service.js';
import { vipStatus } from '../rewards/vip.service.js';
import { deviceOf } from './device.js';
import { maskCpf, maskEmail, maskMobile } from './masking.js';

/** How many logins the security centre lists. */
export const RECENT_LOGINS = 10;

/**
 * Counts the member's payout accounts. They belong to the payments module,
 * which app.ts wires in; until then the count is 0.
 */
export type PayoutAccountCounter = (member: { merchantId: number; memberId: number }) => Promise<number>;
export const noPayoutAccounts: PayoutAccountCounter = async () => 0;

async function detailsOf(deps: ServiceDeps, session: auth.SessionContext) {
  const details = await members.accountDetails(deps, session.merchantId, session.memberId);
  if (!details) throw new AppError('login.not.session');
  return details;
}

export async function securityOverview(
  deps: ServiceDeps,
  session: auth.SessionContext,
  countPayoutAccounts: PayoutAccountCounter,
): Promise<SecurityOverview> {
  const [details, logins, payoutAccounts] = await Promise.all([
    detailsOf(deps, session),
    auth.recentLogins(deps, session, RECENT_LOGINS),
    countPayoutAccounts({ merchantId: session.merchantId, memberId: session.memberId }),
  ]);
  return {
    username: details.username,
    hasPassword: details.passwordHash !== null,
    hasPaymentPassword: details.paymentPasswordHash !== null,
    mobileMasked: maskMobile(details.countryDialingCode, details.mobileNum),
    emailMasked: maskEmail(details.email),
    idNumberMasked: maskCpf(details.idNumber),
    payoutAccounts,
    recentLogins: logins.map((l) => ({ ip: l.ip, at: l.createdAt.toISOString(), device: deviceOf(l.userAgent) })),
  };
}

/**
 * "My account". The e-mail comes whole: the member may edit it here, and the
 * form needs the value it edits; mobile and CPF change only through support.
 */
export async function profile(deps: ServiceDeps, session: auth.SessionContext): Promise<Profile> {
  const [details, previous, vip] = await Promise.all([
    detailsOf(deps, session),
    auth.loginBeforeCurrent(deps, session),
    vipStatus(deps, session.merchantId, session.memberId),
  ]);
  return {
    username: details.username,
    nickname: details.nickname,
    email: details.email,
    mobileMasked: maskMobile(details.countryDialingCode, details.mobileNum),
    birthday: details.birthday,
    idNumberMasked: maskCpf(details.idNumber),
    vipLabel: vip.name,
    createdAt: details.createdAt.toISOString(),
    lastLogin: previous ? { ip: previous.ip, at: previous.createdAt.toISOString() } : null,
  };
}

export async function updateProfile(deps: ServiceDeps, session: auth.SessionContext, update: ProfileUpdate): Promise<Profile> {
  await members.updateProfile(deps, session.merchantId, session.memberId, update);
  return profile(deps, session);
}

async function memberNamed(deps: ServiceDeps, merchantId: number, username: string) {
  const member = await members.findByUsername(deps, merchantId, username);
  if (!member) throw new AppError('member.not.found');
  return member;
}

/** A member's status as the operator switch answers it: what the audit row keeps as `before`. */
export async function memberStatus(deps: ServiceDeps, merchantId: number, username: string): Promise<MemberStatus> {
  const member = await memberNamed(deps, merchantId, username);
  return { username: member.username, status: member.status };
}

/** Operator switch; a disabled member's sessions answer login.member.disabled from their next request. */
export async function setMemberStatus(deps: ServiceDeps, merchantId: number, username: string, status: 'active' | 'disabled') {
  const member = await memberNamed(deps, merchantId, username);
  await members.setStatus(deps, merchantId, member.id, status);
  return { username: member.username, status };
}
