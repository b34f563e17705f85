import { requires, type DepositReturnReason, type JurisdictionDuty, type PixKeyType } from '@app/contract';
import * as members from '../members/members.service.js';
import { merchantJurisdiction } from '../merchants/jurisdiction.js';
import type { PaymentsDeps } from './payments.deps.js';
import type { PayoutResult } from './payout-provider.js';
import type { PixReceived } from './pix-provider.js';

/*
 * Own-account money (issue 30 item 6, Portaria SPA/MF 615/2024): under a profile that requires it, money comes in
 * only from the member's own CPF and goes out only to PIX keys of that CPF. docs/decisions/player-protection.md.
 */

export async function profileRequires(deps: Pick<PaymentsDeps, 'db'>, merchantId: number, duty: JurisdictionDuty): Promise<boolean> {
  return requires(await merchantJurisdiction(deps.db, merchantId), duty);
}

/** The member's CPF on file, digits only; null when none was given (an identity-provider sign-up). */
export async function memberCpfOf(deps: PaymentsDeps, merchantId: number, memberId: number): Promise<string | null> {
  return (await members.accountDetails(deps, merchantId, memberId))?.idNumber ?? null;
}

/** The payer's CPF as the PSP reported it; a masked or partial one counts as not reported (it cannot be matched). */
export function payerCpfOf(received: PixReceived[] | undefined): string | null {
  const pix = received?.[0];
  const cpf = pix?.pagador?.cpf ?? pix?.gnExtras?.pagador?.cpf;
  return cpf && /^\d{11}$/.test(cpf) ? cpf : null;
}

/** Why a paid charge cannot be credited to the member, or null when it is the member's own money. */
export function returnReasonOf(memberCpf: string | null, payerCpf: string | null): DepositReturnReason | null {
  if (!memberCpf) return 'member_cpf_missing';
  if (!payerCpf) return 'payer_cpf_unknown';
  return payerCpf === memberCpf ? null : 'payer_cpf_mismatch';
}

export type KeyVerdict = 'ok' | 'payout.key.not.found' | 'payout.key.owner.mismatch';

/**
 * Whether DICT says `cpf` owns the key. Without a directory (PIX_PROVIDER=http: Efí publishes no lookup) the answer
 * is ok and the PSP refuses a key of another CPF at payout time (`favorecido.cpf`). Throws when the lookup fails.
 */
export async function keyOwnerVerdict(deps: PaymentsDeps, pixKeyType: PixKeyType, pixKey: string, cpf: string): Promise<KeyVerdict> {
  if (!deps.keyDirectory) return 'ok';
  const found = await deps.keyDirectory.lookup(pixKeyType, pixKey);
  if (found.status === 'not_found') return 'payout.key.not.found';
  return found.ownerCpf === cpf ? 'ok' : 'payout.key.owner.mismatch';
}

/**
 * Checked again right before a payout is sent (a key can change hands after it was saved): a refusal fails the
 * payout with the error code as its reason; a failed lookup throws, so the withdrawal stays approved and the re-drive
 * asks again.
 */
export async function payoutKeyRefusal(
  deps: PaymentsDeps,
  row: { merchantId: number; pixKeyType: PixKeyType; pixKey: string; holderCpf: string },
): Promise<PayoutResult | null> {
  if (!(await profileRequires(deps, row.merchantId, 'own_account_money'))) return null;
  const verdict = await keyOwnerVerdict(deps, row.pixKeyType, row.pixKey, row.holderCpf);
  return verdict === 'ok' ? null : { status: 'failed', reason: verdict };
}

/**
 * The charge's debtor (API Pix `devedor`) under own-account rules: the member, so the payer's bank app shows who
 * must pay and the PSP knows whose money is expected. Left out otherwise, as before.
 */
export async function chargeDebtorOf(
  deps: PaymentsDeps,
  order: { merchantId: number; memberId: number },
): Promise<{ cpf: string; nome: string } | undefined> {
  if (!(await profileRequires(deps, order.merchantId, 'own_account_money'))) return undefined;
  const details = await members.accountDetails(deps, order.merchantId, order.memberId);
  return details?.idNumber ? { cpf: details.idNumber, nome: (details.nickname ?? details.username).slice(0, 200) } : undefined;
}
