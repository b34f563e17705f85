import { isTrialSession } from '../member/member-rules';
import { useSession } from '../session/session-store';
import { formatAmount, formatMoney } from './format-money';

/**
 * The balance as the header and the sidebar write it: reais with R$, or a
 * trial account's play money (SPEC §6 type 4) without any currency, so it
 * never reads as real money. "--" until the wallet answered (never a made-up zero).
 */
export function balanceText(amount: string | undefined, language: string, playMoney: boolean): string {
  if (playMoney) return amount === undefined ? '--' : formatAmount(amount, language);
  return amount === undefined ? 'R$ --' : formatMoney(amount, language);
}

/** Whether the signed-in account plays with play money (a trial session). */
export function usePlayMoney(): boolean {
  return isTrialSession(useSession());
}
