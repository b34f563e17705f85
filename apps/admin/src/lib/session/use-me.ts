import { useGetIdentity } from '@refinedev/core';
import type { OperatorMe, OperatorPermission } from '@app/contract';
import { hasPermission } from './me';

/**
 * The signed-in operator (refine's identity, which the auth provider keeps up to date) and whether their role holds
 * a permission: for what the resource-level access control cannot tell apart, such as the buttons of one page that
 * need different permissions. Only hides: the server decides every call.
 */
export function useMe(): { me: OperatorMe | undefined; can: (permission: OperatorPermission) => boolean } {
  const { data: me } = useGetIdentity<OperatorMe>();
  return { me, can: (permission) => hasPermission(me, permission) };
}
