import type { Db } from '../../db/client.js';
import * as auth from '../auth/personal-data.js';
import * as identity from '../identity/personal-data.js';
import * as mail from '../mail/personal-data.js';
import * as members from '../members/personal-data.js';
import * as messages from '../messages/personal-data.js';
import * as payments from '../payments/personal-data.js';
import * as promotions from '../promotions/personal-data.js';
import * as verification from '../verification/personal-data.js';
import type { MemberKey } from './privacy.deps.js';
import * as repo from './privacy.repository.js';
import type { RetentionCategory } from './retention-rules.js';

/** Whom a closure erases: the member, and the contact details the other modules filed under them. */
export interface ErasureSubject {
  key: MemberKey;
  usernameLower: string;
  email: string | null;
  mobile: { countryDialingCode: string; mobileNum: string } | null;
}

type Eraser = (tx: Db, subject: ErasureSubject) => Promise<void>;

/**
 * The erasers of each category retention-rules.ts erases, each in the module that owns the data. Every category the
 * rules erase has its erasers here and nothing else does (anonymise.test.ts), so the table and the code cannot drift.
 */
export const ERASERS = {
  name: [(tx, s) => members.eraseName(tx, s.key)],
  birthDate: [(tx, s) => members.eraseBirthDate(tx, s.key)],
  username: [(tx, s) => members.replaceUsername(tx, s.key)],
  contact: [
    (tx, s) => members.eraseContact(tx, s.key),
    (tx, s) => identity.eraseLinkedAccounts(tx, s.key),
    async (tx, s) => (s.email ? mail.eraseMailsTo(tx, s.email) : undefined),
    async (tx, s) =>
      s.mobile ? verification.eraseTextsTo(tx, s.key.merchantId, s.mobile.countryDialingCode, s.mobile.mobileNum) : undefined,
  ],
  credentials: [(tx, s) => members.eraseCredentials(tx, s.key), (tx, s) => auth.eraseSignInState(tx, s.key, s.usernameLower)],
  devices: [(tx, s) => auth.eraseDevices(tx, s.key)],
  payoutKeys: [(tx, s) => payments.erasePayoutKeys(tx, s.key)],
  support: [(tx, s) => messages.eraseSupport(tx, s.key), (tx, s) => promotions.eraseApplicationTexts(tx, s.key)],
  // Copies of the member's data expire now: their files go right after (closure-processing.ts) or at the next sweep.
  exports: [(tx, s) => repo.expireMemberFiles(tx, s.key)],
} satisfies Partial<Record<RetentionCategory, Eraser[]>>;

/** Runs every eraser inside the caller's transaction: a closure is anonymised whole or not at all. */
export async function anonymise(tx: Db, subject: ErasureSubject): Promise<void> {
  for (const erasers of Object.values(ERASERS) as Eraser[][]) {
    for (const erase of erasers) await erase(tx, subject);
  }
}
