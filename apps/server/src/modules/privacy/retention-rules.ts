import { PRIVACY_RETENTION_YEARS, type RetentionRule } from '@app/contract';

/*
 * What happens to each kind of personal data when a closure is processed (LGPD art. 16 and art. 18 VI): erased, or
 * kept for as long as a law obliges the operator to keep it and then deleted. The one table the anonymisation
 * (anonymise.ts: one eraser per erased category), the back office and docs/decisions/player-protection.md follow.
 * The five years run from the processing of the closure: Lei 9.613/1998 art. 10 §2 counts them "a partir do
 * encerramento da conta", and the betting rules (Lei 14.790/2023, SPA/MF Portarias 615, 1.143 and 1.231/2024) keep
 * bets, payments and the bettor's records for the same time.
 */

export const RETENTION_CATEGORIES = [
  'cpf',
  'name',
  'birthDate',
  'username',
  'contact',
  'credentials',
  'devices',
  'payoutKeys',
  'support',
  'exports',
  'accessLog',
  'ledger',
  'bets',
  'payments',
  'protection',
  'identityChecks',
  'barredChecks',
  'promotions',
  'regulatorFiles',
  'auditTrail',
  'operatorNotes',
  'privacyRequests',
] as const;
export type RetentionCategory = (typeof RETENTION_CATEGORIES)[number];

const YEARS = PRIVACY_RETENTION_YEARS;
const erase = (basis: string) => ({ atClosure: 'erase', keptYears: null, basis }) as const;
const keep = (basis: string) => ({ atClosure: 'keep', keptYears: YEARS, basis }) as const;
const NO_DUTY = 'LGPD art. 16, art. 18 VI';
const AML = 'Lei 9.613/1998 art. 10 §2; Portaria SPA/MF 1.143/2024';

export const RETENTION_RULES: Record<RetentionCategory, Omit<RetentionRule, 'category'>> = {
  /** The bettor's identification: every kept record (bets, payments, regulator files) is tied to it. */
  cpf: keep(`${AML}; Lei 14.790/2023 art. 23`),
  name: erase(NO_DUTY),
  birthDate: erase(NO_DUTY),
  /** Replaced by `closed-<id>`: a mobile registration's username is the phone number. */
  username: erase(NO_DUTY),
  /** E-mail, mobile, messenger handles, registration page address, linked Google/Facebook accounts, outbox copies of mails, texts. */
  contact: erase(NO_DUTY),
  /** Login and payment passwords, sign-in guesses and locks. */
  credentials: erase(NO_DUTY),
  /** Browser and device id of each login and session. */
  devices: erase(NO_DUTY),
  /** Saved PIX keys with their holders (a key actually paid to stays in its withdrawal, under `payments`). */
  payoutKeys: erase(NO_DUTY),
  /** Support chat, messages sent to the player alone, remarks and pictures of reward applications. */
  support: erase(NO_DUTY),
  /** Copies of the player's data not yet expired. */
  exports: erase(NO_DUTY),
  /** Time and address of each login and session. */
  accessLog: keep(`Lei 12.965/2014 art. 15; ${AML}`),
  ledger: keep(`${AML}; Lei 14.790/2023`),
  bets: keep('Lei 14.790/2023; Portaria SPA/MF 1.207/2024; Portaria SPA/MF 722/2024'),
  /** Deposits and withdrawals, with the payer's CPF and the key paid to. */
  payments: keep(`Portaria SPA/MF 615/2024; ${AML}`),
  /** Limits, pauses, self-exclusions and their history. */
  protection: keep('Portaria SPA/MF 1.231/2024; Portaria SPA/MF 2.579/2025'),
  /** The identity check (modules/kyc): the registry's answer, the selfie, the document images and the decisions. */
  identityChecks: keep(`${AML}; Portaria SPA/MF 1.231/2024 art. 7`),
  /** The barred-persons checks (modules/barred): each hit, its block, closure and refunded bets. */
  barredChecks: keep('Lei 14.790/2023 art. 26; IN SPA/MF 31/2025'),
  promotions: keep(`${AML}; Lei 14.790/2023 art. 29`),
  regulatorFiles: keep('Lei 14.790/2023; Portaria SPA/MF 722/2024'),
  auditTrail: keep(`${AML}; Portaria SPA/MF 722/2024`),
  /** The back office's notes on the player (fraud and money-laundering analyses). */
  operatorNotes: keep(AML),
  /** The requests themselves: the evidence that each was answered. */
  privacyRequests: keep('LGPD art. 37; art. 18 §3'),
};

/** The table as the back office shows it, in its order. */
export const retentionTable = (): RetentionRule[] => RETENTION_CATEGORIES.map((category) => ({ category, ...RETENTION_RULES[category] }));

export const erasedCategories = (): RetentionCategory[] =>
  RETENTION_CATEGORIES.filter((category) => RETENTION_RULES[category].atClosure === 'erase');

/** The day after which the records kept at a closure processed at `processedAt` may be deleted (five years on; 29 Feb rolls to 1 Mar). */
export function retainUntil(processedAt: Date): string {
  const until = new Date(processedAt.getTime());
  until.setUTCFullYear(until.getUTCFullYear() + YEARS);
  return until.toISOString().slice(0, 10);
}
