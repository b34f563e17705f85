import * as members from '../members/members.service.js';
import type { PaymentsDeps } from './payments.deps.js';

/**
 * The member a back-office list is filtered on, by id or username: undefined for no filter, null when the username
 * is nobody's or another member's than the id given (the list is then empty).
 */
export async function memberOfFilter(
  deps: PaymentsDeps,
  merchantId: number,
  filter: { memberId?: number | undefined; username?: string | undefined },
): Promise<number | null | undefined> {
  if (!filter.username) return filter.memberId;
  const member = await members.findByUsername(deps, merchantId, filter.username);
  if (!member || (filter.memberId !== undefined && filter.memberId !== member.id)) return null;
  return member.id;
}
