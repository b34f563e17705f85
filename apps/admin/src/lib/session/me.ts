import { API, operatorMeSchema, type OperatorMe, type OperatorPermission } from '@app/contract';
import { apiGet } from '../api/api-client';

/** GET API.operatorMe: who is signed in, their permissions and the merchant's time zone. */
export function fetchMe(signal?: AbortSignal): Promise<OperatorMe> {
  return apiGet(API.operatorMe, { schema: operatorMeSchema, signal });
}

let current: OperatorMe | null = null;

/**
 * The last answer of GET me, for code outside React (the access-control provider); screens read the identity through
 * refine's useGetIdentity, which asks the auth provider, which keeps this up to date.
 */
export function currentMe(): OperatorMe | null {
  return current;
}

export function rememberMe(me: OperatorMe | null): void {
  current = me;
}

export function hasPermission(me: OperatorMe | null | undefined, permission: OperatorPermission): boolean {
  return Boolean(me?.permissions.includes(permission));
}
