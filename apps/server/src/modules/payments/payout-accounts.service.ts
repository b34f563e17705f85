import type { PayoutAccount, PayoutAccountPayload, PixKeyType } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { SessionContext } from '../auth/auth.service.js';
import * as members from '../members/members.service.js';
import { withdrawalLimitsOf } from './withdrawal-limits.js';
import type { PaymentsDeps } from './payments.deps.js';
import { keyOwnerVerdict, profileRequires } from './own-account.js';
import * as repo from './payout-accounts.repository.js';
import { maskPixKey, normalizePixKey } from './pix-keys.js';

export const toPayoutAccount = (row: repo.PayoutAccountRow): PayoutAccount => ({
  id: row.id,
  pixKeyType: row.pixKeyType,
  pixKeyMasked: maskPixKey(row.pixKeyType, row.pixKey),
  holderName: row.holderName,
  createdAt: row.createdAt.toISOString(),
});

export async function listAccounts(deps: PaymentsDeps, session: SessionContext): Promise<PayoutAccount[]> {
  return (await repo.listByMember(deps.db, session.merchantId, session.memberId)).map(toPayoutAccount);
}

export const countAccounts = (deps: Pick<PaymentsDeps, 'db'>, member: { merchantId: number; memberId: number }) =>
  repo.countByMember(deps.db, member.merchantId, member.memberId);

/** The member's CPF on file, digits only; null when none was given at registration. */
export async function memberCpf(deps: PaymentsDeps, session: SessionContext): Promise<string | null> {
  const details = await members.accountDetails(deps, session.merchantId, session.memberId);
  return details?.idNumber ?? null;
}

/** Own-account rules: DICT must name the member's CPF as the key's owner (own-account.ts). */
async function requireOwnKey(deps: PaymentsDeps, pixKeyType: PixKeyType, pixKey: string, cpf: string): Promise<void> {
  let verdict: Awaited<ReturnType<typeof keyOwnerVerdict>>;
  try {
    verdict = await keyOwnerVerdict(deps, pixKeyType, pixKey, cpf);
  } catch (error) {
    deps.log.warn({ err: error }, 'PIX key lookup failed');
    throw new AppError('payout.key.lookup.failed');
  }
  if (verdict !== 'ok') throw new AppError(verdict);
}

/**
 * Money leaves only to the member: the holder's CPF must be the member's CPF
 * on file (a member without one is refused: see docs/decisions/payments.md,
 * "Members without a CPF"), a CPF key must be that same CPF, each key once, at
 * most `maxAccounts` keys; under own-account rules the PSP's DICT must say the key is the member's.
 */
export async function addAccount(
  deps: PaymentsDeps,
  session: SessionContext,
  input: PayoutAccountPayload & { holderCpf: string },
): Promise<PayoutAccount> {
  const pixKey = normalizePixKey(input.pixKeyType, input.pixKey);
  if (!pixKey) throw new AppError('payout.account.key.invalid');
  const cpf = await memberCpf(deps, session);
  if (!cpf) throw new AppError('payout.account.cpf.missing');
  if (input.holderCpf !== cpf) throw new AppError('payout.account.cpf.mismatch');
  if (input.pixKeyType === 'CPF' && pixKey !== cpf) throw new AppError('payout.account.cpf.mismatch');
  if (await profileRequires(deps, session.merchantId, 'own_account_money')) await requireOwnKey(deps, input.pixKeyType, pixKey, cpf);
  const { maxAccounts } = await withdrawalLimitsOf(deps, session.merchantId);
  const row = await deps.db.transaction(async (tx) => {
    await repo.lockMemberAccounts(tx, session.merchantId, session.memberId);
    if ((await repo.countByMember(tx, session.merchantId, session.memberId)) >= maxAccounts) {
      throw new AppError('payout.account.limit', { max: maxAccounts });
    }
    return repo.insertAccount(tx, {
      merchantId: session.merchantId,
      memberId: session.memberId,
      pixKeyType: input.pixKeyType,
      pixKey,
      holderName: input.holderName,
      holderCpf: cpf,
    });
  });
  if (!row) throw new AppError('payout.account.exists');
  return toPayoutAccount(row);
}

/** Withdrawals already requested keep their own copy of the destination. */
export async function deleteAccount(deps: PaymentsDeps, session: SessionContext, id: number): Promise<void> {
  if (!(await repo.deleteAccount(deps.db, session.merchantId, session.memberId, id))) throw new AppError('payout.account.not.found');
}

export const findAccount = (deps: PaymentsDeps, session: SessionContext, id: number) =>
  repo.findOne(deps.db, session.merchantId, session.memberId, id);

/** The PIX keys and holder CPFs of the member's payout accounts (referral self-referral rule). */
export async function payoutIdentities(
  deps: Pick<PaymentsDeps, 'db'>,
  merchantId: number,
  memberId: number,
): Promise<{ pixKeys: string[]; cpfs: string[] }> {
  const rows = await repo.listByMember(deps.db, merchantId, memberId);
  return { pixKeys: rows.map((r) => `${r.pixKeyType}:${r.pixKey}`), cpfs: rows.map((r) => r.holderCpf) };
}
