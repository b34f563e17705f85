import type { AccessControlProvider } from '@refinedev/core';
import type { OperatorPermission } from '@app/contract';
import { currentMe } from '../session/me';

/** What a resource needs: `read` to see it in the menu and list it, `manage` to create, edit or delete. */
export interface ResourceAccess {
  read: OperatorPermission;
  manage?: OperatorPermission;
}

const READ_ACTIONS = new Set(['list', 'show']);

/**
 * Hides what the signed-in role may not do, from `me.permissions`: menu entries (refine asks `list` for each) and
 * refine's buttons. Only a convenience: the server decides every call.
 */
export function createAccessControl(access: Record<string, ResourceAccess>): AccessControlProvider {
  return {
    can: async ({ resource, action }) => {
      const needs = resource ? access[resource] : undefined;
      if (!needs) return { can: true };
      const permission = READ_ACTIONS.has(action) ? needs.read : (needs.manage ?? needs.read);
      const can = Boolean(currentMe()?.permissions.includes(permission));
      return can ? { can } : { can, reason: permission };
    },
    // Permissions change only when the operator changes (sign-in clears the cache), so answers need no refetch.
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true }, queryOptions: { staleTime: Infinity } },
  };
}
