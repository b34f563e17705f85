import {
  DEFAULT_ROLE_PERMISSIONS,
  OPERATOR_PERMISSIONS,
  OPERATOR_ROLES,
  type OperatorPermission,
  type OperatorRole,
  type RoleMatrix,
} from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import * as repository from './operators.repository.js';

const known = new Set<string>(OPERATOR_PERMISSIONS);

/** The merchant's matrix: its edited rows, or the defaults; admin always holds every permission. */
export async function roleMatrix(deps: ServiceDeps, merchantId: number): Promise<RoleMatrix> {
  const rows = await repository.findRoleMatrix(deps.db, merchantId);
  return OPERATOR_ROLES.map((role) => {
    if (role === 'admin' || !rows) return { role, permissions: [...DEFAULT_ROLE_PERMISSIONS[role]] };
    const granted = new Set(rows.filter((r) => r.role === role).map((r) => r.permission));
    return { role, permissions: OPERATOR_PERMISSIONS.filter((p) => granted.has(p)) };
  });
}

/**
 * One role's permissions, read on every call (no cache): a change in the matrix holds on every server process at
 * the next request.
 */
export async function permissionsOf(deps: ServiceDeps, merchantId: number, role: string): Promise<Set<OperatorPermission>> {
  const matrix = await roleMatrix(deps, merchantId);
  const row = matrix.find((r) => r.role === role);
  return new Set(row?.permissions ?? []);
}

/** Replaces one role's permissions; the role's operators sign in again (a change of rights ends their sessions). */
export async function setRolePermissions(
  deps: ServiceDeps,
  merchantId: number,
  role: OperatorRole,
  permissions: readonly OperatorPermission[],
): Promise<RoleMatrix> {
  if (role === 'admin') throw new AppError('operator.role.fixed');
  const matrix = await roleMatrix(deps, merchantId);
  const next = matrix.flatMap((r) =>
    (r.role === role ? permissions.filter((p) => known.has(p)) : r.permissions).map((permission) => ({ role: r.role, permission })),
  );
  const at = new Date(deps.clock());
  await repository.saveRoleMatrix(deps.db, merchantId, dedupe(next), at);
  await repository.revokeRoleSessions(deps.db, merchantId, role, at);
  return roleMatrix(deps, merchantId);
}

function dedupe(rows: { role: string; permission: string }[]) {
  return [...new Map(rows.map((r) => [`${r.role} ${r.permission}`, r])).values()];
}
