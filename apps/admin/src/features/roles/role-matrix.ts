import { OPERATOR_PERMISSIONS, OPERATOR_ROLES, type OperatorPermission, type OperatorRole, type RoleMatrix } from '@app/contract';

/** Each role's permissions, always in the contract's order: two matrices compare by their lists. */
export type Matrix = Record<OperatorRole, readonly OperatorPermission[]>;

/** The role whose permissions never change (the server keeps every one, so nobody locks the merchant out). */
export const FIXED_ROLE: OperatorRole = 'admin';

const inOrder = (permissions: Iterable<OperatorPermission>): OperatorPermission[] => {
  const set = new Set(permissions);
  return OPERATOR_PERMISSIONS.filter((permission) => set.has(permission));
};

/** The server's rows as a matrix; a role the answer lacks holds nothing. */
export function toMatrix(rows: RoleMatrix): Matrix {
  const matrix = Object.fromEntries(OPERATOR_ROLES.map((role) => [role, [] as OperatorPermission[]])) as Record<string, unknown> as Matrix;
  for (const row of rows) matrix[row.role] = inOrder(row.permissions);
  return matrix;
}

export function toggle(matrix: Matrix, role: OperatorRole, permission: OperatorPermission, on: boolean): Matrix {
  if (role === FIXED_ROLE) return matrix;
  const others = matrix[role].filter((p) => p !== permission);
  return { ...matrix, [role]: inOrder(on ? [...others, permission] : others) };
}

/** What a save sends: one PUT per role whose permissions differ from the server's, with its whole new list. */
export function changedRoles(original: Matrix, draft: Matrix): { role: OperatorRole; permissions: OperatorPermission[] }[] {
  return OPERATOR_ROLES.filter((role) => role !== FIXED_ROLE && draft[role].join() !== original[role].join()).map((role) => ({
    role,
    permissions: [...draft[role]],
  }));
}

/** The permissions by area (`players.read`, `players.manage` → players), in the contract's order, for the table. */
export function permissionAreas(): { area: string; permissions: OperatorPermission[] }[] {
  const areas = new Map<string, OperatorPermission[]>();
  for (const permission of OPERATOR_PERMISSIONS) {
    const area = permission.split('.')[0] ?? permission;
    areas.set(area, [...(areas.get(area) ?? []), permission]);
  }
  return [...areas].map(([area, permissions]) => ({ area, permissions }));
}
