import type { ProfileUpdate } from '@app/contract';
import type { ServiceDeps } from '../../infra/deps.js';
import { violatedUniqueIndex } from '../../db/sql-state.js';
import { AppError } from '../../http/app-error.js';
import { hashPassword } from '../../security/password.js';
import * as repository from './members.repository.js';

/*
 * The member's own account data (security centre, "my account"), split from
 * members.service.ts by meaning: registration lives there, self-service here.
 */

/** Until agent levels exist every member shows the first club label. */
export const DEFAULT_CLUB_LABEL = 'VIP 0';

export type AccountDetails = NonNullable<Awaited<ReturnType<typeof repository.findAccountDetails>>>;

export function accountDetails(deps: ServiceDeps, merchantId: number, id: number) {
  return repository.findAccountDetails(deps.db, { merchantId, id });
}

/** The stored payment password hash of a member (null when none is set), looked up by id alone. */
export function paymentPasswordOf(deps: ServiceDeps, id: number) {
  return repository.findPaymentPassword(deps.db, { id });
}

/**
 * Stores a new payment password only if the current hash is still `expected`
 * (null: none set yet); false when another request changed it meanwhile.
 */
export async function replacePaymentPassword(
  deps: ServiceDeps,
  params: { merchantId: number; id: number; expected: string | null; paymentPassword: string },
): Promise<boolean> {
  const paymentPasswordHash = await hashPassword(params.paymentPassword);
  return repository.replacePaymentPasswordHash(deps.db, { ...params, paymentPasswordHash });
}

/**
 * Only the fields the contract lets a member change alone; anything else never reaches here.
 * The CPF may be given once, by members registered without one (mobile or social sign-up):
 * payouts go only to accounts of that CPF, so changing it afterwards is a support matter.
 */
export async function updateProfile(deps: ServiceDeps, merchantId: number, id: number, update: ProfileUpdate): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (update.idNumber !== undefined) {
      let set: boolean;
      try {
        set = await repository.setIdNumberIfMissing(tx, { merchantId, id, idNumber: update.idNumber });
      } catch (error) {
        if (violatedUniqueIndex(error) === 'members_merchant_id_number_uq') throw new AppError('register.idnumber.exists');
        throw error;
      }
      if (!set) throw new AppError('profile.idnumber.locked');
    }
    await repository.updateProfile(tx, { merchantId, id, nickname: update.nickname, email: update.email });
  });
}
