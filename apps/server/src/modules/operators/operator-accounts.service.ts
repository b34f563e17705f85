import {
  MERCHANT_TIME_ZONE,
  type OperatorAccount,
  type OperatorCreateBody,
  type OperatorListQuery,
  type OperatorMe,
  type OperatorRole,
  type OperatorUpdateBody,
} from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { hashPassword, verifyPassword } from '../../security/password.js';
import { attemptWrong, releaseAttempt, reserveAttempt } from '../auth/secret-attempts.js';
import { LOCK_AFTER_FAILURES } from '../auth/login-ladder.js';
import { endOperatorSessions, OPERATOR_IDLE_MS } from './operator-sessions.js';
import { listOperators as listOperatorRows } from './operator-lists.repository.js';
import * as repository from './operators.repository.js';
import { permissionsOf } from './role-matrix.service.js';

export function toAccount(row: repository.OperatorRow): OperatorAccount {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role as OperatorRole,
    status: row.status,
    totpEnrolled: row.totpSecret !== null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function operatorMe(deps: ServiceDeps, merchant: { id: number; name: string }, operatorId: number): Promise<OperatorMe> {
  const row = await repository.findOperator(deps.db, merchant.id, operatorId);
  if (!row) throw new AppError('operator.session.expired');
  const permissions = await permissionsOf(deps, merchant.id, row.role);
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role as OperatorRole,
    permissions: [...permissions],
    mustChangePassword: row.mustChangePassword,
    timeZone: MERCHANT_TIME_ZONE,
    merchantName: merchant.name,
    idleMinutes: OPERATOR_IDLE_MS / 60_000,
  };
}

/** A new operator: they sign in with this password once, enrol their second factor and choose their own password. */
export async function createOperator(
  deps: ServiceDeps,
  merchantId: number,
  body: OperatorCreateBody,
  createdBy: string,
): Promise<OperatorAccount> {
  const row = await repository.insertOperator(deps.db, {
    merchantId,
    username: body.username,
    usernameLower: body.username.toLowerCase(),
    displayName: body.displayName,
    role: body.role,
    passwordHash: await hashPassword(body.password),
    mustChangePassword: true,
    createdAt: new Date(deps.clock()),
    createdBy,
  });
  if (!row) throw new AppError('operator.username.exists');
  return toAccount(row);
}

/** One page of the merchant's operators, and how many match in all. */
export async function listOperators(
  deps: ServiceDeps,
  merchantId: number,
  query: OperatorListQuery,
): Promise<{ list: OperatorAccount[]; total: number }> {
  const { rows, total } = await listOperatorRows(deps.db, merchantId, query);
  return { list: rows.map(toAccount), total };
}

export async function findAccount(deps: ServiceDeps, merchantId: number, id: number): Promise<repository.OperatorRow> {
  const row = await repository.findOperator(deps.db, merchantId, id);
  if (!row) throw new AppError('operator.not.found');
  return row;
}

/**
 * An admin's change of another operator: every change ends their sessions (a change of rights, a new password, a
 * second factor to enrol again). Nobody changes their own role or status (the last admin cannot lock everyone out).
 */
export async function updateOperator(
  deps: ServiceDeps,
  merchantId: number,
  id: number,
  body: OperatorUpdateBody,
  actorId: number | null,
): Promise<OperatorAccount> {
  const row = await findAccount(deps, merchantId, id);
  if (actorId === id && (body.role !== undefined || body.status !== undefined)) throw new AppError('operator.self.change');
  const updated = await repository.updateOperator(deps.db, row.id, {
    ...(body.displayName !== undefined && { displayName: body.displayName }),
    ...(body.role !== undefined && { role: body.role }),
    ...(body.status !== undefined && { status: body.status }),
    ...(body.password !== undefined && { passwordHash: await hashPassword(body.password), mustChangePassword: true }),
    ...(body.resetTotp && { totpSecret: null, totpPending: null, totpLastStep: null }),
  });
  await endOperatorSessions(deps, row.id, 'changed by an admin');
  return toAccount(updated ?? row);
}

/**
 * The operator's own new password. The old one is a guess at a secret: counted before it is checked, five wrong in
 * 15 minutes and the call is refused until the window moves. Every other session of the operator ends.
 */
export async function changeOwnPassword(
  deps: ServiceDeps,
  session: { merchantId: number; operatorId: number; token: string; ip: string },
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const row = await findAccount(deps, session.merchantId, session.operatorId);
  const reservation = await reserveAttempt(deps, {
    merchantId: session.merchantId,
    usernameLower: `operator-old:${row.id}`,
    ip: session.ip,
  });
  if (reservation.account > LOCK_AFTER_FAILURES) {
    await releaseAttempt(deps, reservation);
    throw new AppError('login.account.locked');
  }
  if (!(await verifyPassword(row.passwordHash, oldPassword))) {
    await attemptWrong(deps, reservation);
    throw new AppError('operator.password.wrong');
  }
  await releaseAttempt(deps, reservation);
  await repository.updateOperator(deps.db, row.id, { passwordHash: await hashPassword(newPassword), mustChangePassword: false });
  await endOperatorSessions(deps, row.id, 'password changed', session.token);
}
