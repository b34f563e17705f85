import { createHash, randomBytes } from 'node:crypto';
import type { SessionInfo } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import * as members from '../members/members.service.js';
import * as protection from '../protection/protection.service.js';
import * as repository from './auth.repository.js';

/** Documented timeouts: a session ends 30 days after login, or after 7 days without a request. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not each become a write. */
const TOUCH_EVERY_MS = 60 * 1000;

/**
 * operator: the back office ended the member's sessions (modules/players). protection: a pause, an exclusion or a
 * used-up time limit ended them (modules/protection). closure: the member asked to close the account (modules/privacy).
 * two_factor: the member turned two-step verification on or off (a change of rights).
 */
export type RevokeReason =
  'logout' | 'logged_out_elsewhere' | 'password_changed' | 'password_reset' | 'operator' | 'protection' | 'closure' | 'two_factor';

export interface SessionContext {
  tokenHash: string;
  memberId: number;
  merchantId: number;
  memberType: number;
  isTrial: boolean;
  /** When the member logged in: the reality check counts from here (modules/protection). */
  startedAt: Date;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssueParams {
  member: { id: number; username: string; type: number; isTrial: boolean };
  merchantId: number;
  merchantCode: string;
  ip: string;
  userAgent: string | undefined;
  deviceId?: string | undefined;
  /** End the member's other sessions (merchant setting singleSession). */
  single: boolean;
  /** Paused, excluded or restricted: the session may only withdraw (protection/withdraw-only.ts). */
  withdrawOnly: boolean;
}

/** A new token (256 random bits) at every login; the previous login is read before this one is recorded. */
export async function issueSession(deps: ServiceDeps, params: IssueParams): Promise<SessionInfo> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const now = new Date(deps.clock());
  const { member, merchantId } = params;
  const previous = await repository.lastLogin(deps.db, { merchantId, memberId: member.id });
  await deps.db.transaction(async (tx) => {
    await repository.insertSession(tx, {
      tokenHash,
      memberId: member.id,
      merchantId,
      memberType: member.type,
      isTrial: member.isTrial,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      ip: params.ip,
      userAgent: params.userAgent?.slice(0, 512) ?? null,
    });
    await repository.insertLoginHistory(tx, {
      merchantId,
      memberId: member.id,
      ip: params.ip,
      userAgent: params.userAgent?.slice(0, 512) ?? null,
      deviceId: params.deviceId ?? null,
      createdAt: now,
    });
    if (params.single) {
      await repository.revokeOtherSessions(tx, {
        merchantId,
        memberId: member.id,
        keepTokenHash: tokenHash,
        at: now,
        reason: 'logged_out_elsewhere',
      });
    }
  });
  return {
    token,
    merchantCode: params.merchantCode,
    userName: member.username,
    type: member.type,
    firstTimeLogin: !previous,
    withdrawOnly: params.withdrawOnly,
    lastLogin: previous ? { ip: previous.ip, at: previous.createdAt.toISOString() } : null,
  };
}

/**
 * The session of a bearer token; dead ones say why (a login elsewhere reads differently from expiry). `route` (the
 * route's path) decides what a withdraw-only session may call (protection/withdraw-only.ts).
 */
export async function authenticate(deps: ServiceDeps, merchantId: number, token: string, route?: string): Promise<SessionContext> {
  const tokenHash = hashToken(token);
  const row = await repository.findSession(deps.db, { tokenHash });
  const now = deps.clock();
  if (!row || row.merchantId !== merchantId) throw new AppError('login.not.session');
  if (row.revokedAt) {
    throw new AppError(row.revokedReason === 'logged_out_elsewhere' ? 'login.logged.out' : 'login.not.session');
  }
  // Under a jurisdiction that requires it (BR), 30 minutes without a request end the session.
  const idleMs = Math.min(SESSION_IDLE_MS, (await protection.inactivityLogoutMs(deps, merchantId)) ?? SESSION_IDLE_MS);
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + idleMs <= now) {
    throw new AppError('login.not.session');
  }
  // The member's status and type are read at every request, never taken from the session: disabling a
  // member ends its sessions at once, and a demoted agent's open session loses the agent calls on its next
  // request (it would keep opening sub-agents with the type it had at login).
  // A pause, an exclusion or a used-up time limit ends every session of the member (this request answers why). Both
  // reads go out together: the guard runs on every request.
  const touch = now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS;
  const [member, refusal] = await Promise.all([
    members.findById(deps, merchantId, row.memberId),
    protection.gate(deps, { merchantId, memberId: row.memberId }, { touch }),
  ]);
  if (!member) throw new AppError('login.not.session');
  if (member.status !== 'active') throw new AppError('login.member.disabled');
  // A pause, an exclusion or a restriction ended the sessions it found; one opened since may withdraw, nothing else.
  if (refusal && protection.leavesWithdrawal(refusal)) {
    if (!route || !protection.WITHDRAW_ONLY_ROUTES.has(route)) throw refusal;
  } else if (refusal) {
    await revokeAll(deps, { merchantId, memberId: row.memberId }, 'protection');
    throw refusal;
  }
  if (touch) await repository.touchSession(deps.db, { tokenHash, at: new Date(now) });
  return { tokenHash, memberId: row.memberId, merchantId, memberType: member.type, isTrial: member.isTrial, startedAt: row.createdAt };
}

export async function revoke(deps: ServiceDeps, tokenHash: string, reason: RevokeReason): Promise<void> {
  await repository.revokeSession(deps.db, { tokenHash, at: new Date(deps.clock()), reason });
}

export async function revokeOthers(deps: ServiceDeps, session: SessionContext, reason: RevokeReason): Promise<void> {
  await repository.revokeOtherSessions(deps.db, {
    merchantId: session.merchantId,
    memberId: session.memberId,
    keepTokenHash: session.tokenHash,
    at: new Date(deps.clock()),
    reason,
  });
}

export async function revokeAll(deps: ServiceDeps, params: { merchantId: number; memberId: number }, reason: RevokeReason): Promise<void> {
  await repository.revokeAllSessions(deps.db, { ...params, at: new Date(deps.clock()), reason });
}
