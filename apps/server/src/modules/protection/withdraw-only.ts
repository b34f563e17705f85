import { API } from '@app/contract';
import type { AppError } from '../../http/app-error.js';

/**
 * A paused, self-excluded, operator-excluded or barred member keeps their balance withdrawable (issue 30; IN SPA/MF
 * 31/2025 gives a barred person days to withdraw before the account closes). The sessions running when it began all
 * end, and a new login opens a withdraw-only session: these calls answer, every other one is refused with the
 * reason (the bet's statement and the deposit check refuse money in whatever the route). The inbox is left out: it
 * carries promotions, and no marketing may reach an excluded member (the responsible-gaming page says why instead).
 */
export const WITHDRAW_ONLY_ROUTES: ReadonlySet<string> = new Set([
  API.logout,
  API.memberInfo,
  API.wallet,
  API.walletTransfer,
  API.consolidatedFunds,
  API.withdrawInfo,
  API.withdraw,
  API.withdrawals,
  API.payoutAccounts,
  API.payoutAccount,
  API.paymentPassword,
  API.security,
  API.accountRecord,
  API.accountStatement,
  API.betRecord,
  API.betRecordDetail,
  API.protection,
  API.protectionSession,
  API.myActivity,
  API.privacy,
  API.privacyExports,
  API.privacyExportDownload,
  API.privacyClosure,
]);

const WITHDRAW_ONLY_REFUSALS: readonly string[] = ['protection.paused', 'protection.excluded', 'protection.restricted'];

/** A refusal that still lets the member in to withdraw (a pause, an exclusion, a restriction), not a time limit. */
export const leavesWithdrawal = (refusal: AppError): boolean => WITHDRAW_ONLY_REFUSALS.includes(refusal.code);
