import { formatMinor, type Language, type WithdrawalFlagDetail, type WithdrawalRiskFlag } from '@app/contract';
import * as rounds from '../ledger/ledger-rounds.js';
import * as deposits from './deposits.repository.js';
import type { PaymentsDeps } from './payments.deps.js';
import type { WithdrawalRow } from './withdrawals.repository.js';
import { RISK_WINDOWS, sharedDevices, sharedPayoutKey, type SharedWith } from './withdrawal-risk.repository.js';

/*
 * Why a withdrawal was flagged, for the operator who reviews it: the facts behind each flag (the deposit and what
 * was staked since, the members sharing a device, an address or the PIX key) and one sentence in the operator's
 * language. The flags themselves are computed in SQL with the list (withdrawal-review.repository.ts), by the
 * same rules.
 */

const reais = (minor: bigint, language: Language) => `R$ ${language === 'pt' ? formatMinor(minor).replace('.', ',') : formatMinor(minor)}`;
const names = (shared: SharedWith[]) => [...new Set(shared.map((s) => s.username))].join(', ');

const texts = {
  en: {
    deposit: (amount: string, orderNo: string, hours: number, turnover: string) =>
      `Asked ${hours} h after a deposit of ${amount} (${orderNo}), with ${turnover} wagered since.`,
    device: (list: string) => `Other members used one of this member's devices or addresses in the last 30 days: ${list}.`,
    key: (list: string) => `The PIX key is also another member's payout key: ${list}.`,
  },
  pt: {
    deposit: (amount: string, orderNo: string, hours: number, turnover: string) =>
      `Pedido ${hours} h após um depósito de ${amount} (${orderNo}), com ${turnover} apostados desde então.`,
    device: (list: string) => `Outros membros usaram um dispositivo ou endereço deste membro nos últimos 30 dias: ${list}.`,
    key: (list: string) => `A chave PIX também é chave de saque de outro membro: ${list}.`,
  },
} satisfies Record<Language, unknown>;

/** The newest deposit of the 24 h before the request that was not played through before it. */
async function depositDetail(deps: PaymentsDeps, row: WithdrawalRow, language: Language): Promise<WithdrawalFlagDetail | null> {
  const since = new Date(row.createdAt.getTime() - RISK_WINDOWS.depositMs);
  for (const deposit of await deposits.paidBetween(deps.db, row.merchantId, row.memberId, since, row.createdAt)) {
    if (!deposit.paidAt) continue;
    const turnover = await rounds.turnoverSince(deps, row.merchantId, row.memberId, 'BRL', deposit.paidAt, row.createdAt);
    if (turnover >= deposit.amount) continue;
    const hours = Math.max(0, Math.round((row.createdAt.getTime() - deposit.paidAt.getTime()) / 3_600_000));
    return {
      code: 'deposit_without_play',
      explanation: texts[language].deposit(reais(deposit.amount, language), deposit.orderNo, hours, reais(turnover, language)),
      deposit: {
        orderNo: deposit.orderNo,
        amount: formatMinor(deposit.amount),
        paidAt: deposit.paidAt.toISOString(),
        turnover: formatMinor(turnover),
      },
      sharedWith: [],
    };
  }
  return null;
}

/** The facts behind each of the withdrawal's flags (a flag whose facts changed since the list was read is left out). */
export async function flagDetails(
  deps: PaymentsDeps,
  row: WithdrawalRow,
  flags: WithdrawalRiskFlag[],
  language: Language,
): Promise<WithdrawalFlagDetail[]> {
  const details: Array<WithdrawalFlagDetail | null> = [];
  if (flags.includes('deposit_without_play')) details.push(await depositDetail(deps, row, language));
  if (flags.includes('shared_device')) {
    const since = new Date(deps.clock() - RISK_WINDOWS.loginsMs);
    const shared = await sharedDevices(deps.db, row.merchantId, row.memberId, since);
    details.push(
      shared.length
        ? { code: 'shared_device', explanation: texts[language].device(names(shared)), deposit: null, sharedWith: shared }
        : null,
    );
  }
  if (flags.includes('shared_payout_key')) {
    const shared = await sharedPayoutKey(deps.db, row.merchantId, row.memberId, row.pixKey);
    details.push(
      shared.length
        ? { code: 'shared_payout_key', explanation: texts[language].key(names(shared)), deposit: null, sharedWith: shared }
        : null,
    );
  }
  return details.filter((d): d is WithdrawalFlagDetail => d !== null);
}
