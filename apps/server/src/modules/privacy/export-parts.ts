import type { TimePosition } from '../../db/time-position.js';
import * as auth from '../auth/personal-data.js';
import * as barred from '../barred/personal-data.js';
import * as identity from '../identity/personal-data.js';
import * as kyc from '../kyc/personal-data.js';
import type { MemberProfile } from '../members/personal-data.js';
import * as messages from '../messages/personal-data.js';
import * as payments from '../payments/personal-data.js';
import * as promotions from '../promotions/personal-data.js';
import * as protection from '../protection/protection.service.js';
import {
  balanceOf,
  chatMessageOf,
  consentsOf,
  depositOf,
  entryOf,
  inboxMessageOf,
  iso,
  profileOf,
  promotionEntryOf,
  rewardApplicationOf,
  roundOf,
  withdrawalOf,
} from './export-rows.js';
import type { MemberKey, PrivacyDeps } from './privacy.deps.js';
import { memberRequestView } from './privacy-view.js';
import * as repo from './privacy.repository.js';
import * as sources from './privacy-sources.repository.js';

/*
 * The parts of a copy of one's data, in the file's order (export-about.ts describes each). Small parts are read at
 * once; the long ones (logins, payments, bets, ledger, chat) page through the member's own index ranges, PAGE_ROWS
 * rows at a time, so a player with 100 000 rounds is written in bounded memory and time per page.
 */

export const PAGE_ROWS = 1_000;

export interface ExportContext {
  deps: PrivacyDeps;
  key: MemberKey;
  profile: MemberProfile;
}

export type ExportPart =
  | { key: string; value: (ctx: ExportContext) => Promise<unknown> }
  | { key: string; pages: (ctx: ExportContext) => AsyncIterable<unknown[]> };

/** Pages of `fetch` after each page's last row, until a short page. */
async function* keyset<R, P>(fetch: (after: P | undefined) => Promise<R[]>, positionOf: (row: R) => P): AsyncGenerator<R[]> {
  let after: P | undefined;
  for (;;) {
    const rows = await fetch(after);
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE_ROWS) return;
    after = positionOf(rows[rows.length - 1]!);
  }
}

async function* mapped<R, T>(pages: AsyncIterable<R[]>, map: (row: R) => T): AsyncGenerator<T[]> {
  for await (const page of pages) yield page.map(map);
}

const byTime = (row: { id: number; at_key: string }): TimePosition => ({ at: row.at_key, id: row.id });

async function* ledgerPages({ deps, key }: ExportContext): AsyncGenerator<unknown[]> {
  for (const account of await sources.memberAccounts(deps.db, key)) {
    const pages = keyset<sources.EntryRow, number>(
      (after) => sources.entryPage(deps.db, key.merchantId, account.account_id, after ?? 0, PAGE_ROWS),
      (row) => row.id,
    );
    yield* mapped(pages, entryOf(account));
  }
}

const loginOf = (l: Awaited<ReturnType<typeof auth.loginPage>>[number]) => ({
  at: iso(l.created_at),
  ip: l.ip,
  browser: l.user_agent,
  deviceId: l.device_id,
});

export const EXPORT_PARTS: readonly ExportPart[] = [
  { key: 'profile', value: async (ctx) => profileOf(ctx.profile) },
  { key: 'linkedAccounts', value: ({ deps, key }) => identity.linkedAccountsOf(deps.db, key) },
  { key: 'consents', value: async (ctx) => consentsOf(ctx.profile) },
  {
    key: 'logins',
    pages: ({ deps, key }) =>
      mapped(
        keyset((after) => auth.loginPage(deps.db, key, after, PAGE_ROWS), byTime),
        loginOf,
      ),
  },
  { key: 'sessions', value: ({ deps, key }) => auth.sessionsOf(deps.db, key) },
  { key: 'balances', value: async ({ deps, key }) => (await sources.memberAccounts(deps.db, key)).map(balanceOf) },
  {
    key: 'deposits',
    pages: ({ deps, key }) =>
      mapped(
        keyset((after) => payments.depositPage(deps.db, key, after, PAGE_ROWS), byTime),
        depositOf,
      ),
  },
  {
    key: 'withdrawals',
    pages: ({ deps, key }) =>
      mapped(
        keyset((after) => payments.withdrawalPage(deps.db, key, after, PAGE_ROWS), byTime),
        withdrawalOf,
      ),
  },
  { key: 'payoutKeys', value: ({ deps, key }) => payments.payoutKeysOf(deps.db, key) },
  {
    key: 'bets',
    pages: ({ deps, key }) =>
      mapped(
        keyset((after) => sources.roundPage(deps.db, key, after, PAGE_ROWS), byTime),
        roundOf,
      ),
  },
  { key: 'ledger', pages: ledgerPages },
  {
    key: 'promotions',
    value: async ({ deps, key }) => ({
      entries: (await promotions.promotionEntriesOf(deps.db, key)).map(promotionEntryOf),
      rewardApplications: (await promotions.rewardApplicationsOf(deps.db, key)).map(rewardApplicationOf),
    }),
  },
  { key: 'protection', value: ({ deps, key }) => protection.status(deps, key) },
  { key: 'identityCheck', value: ({ deps, key }) => kyc.identityCheckOf(deps.db, key) },
  { key: 'barredChecks', value: ({ deps, key }) => barred.barredChecksOf(deps.db, key) },
  { key: 'inbox', value: async ({ deps, key }) => (await messages.inboxOf(deps.db, key)).map(inboxMessageOf) },
  {
    key: 'supportChat',
    pages: ({ deps, key }) =>
      mapped(
        keyset<Awaited<ReturnType<typeof messages.chatPage>>[number], number>(
          (after) => messages.chatPage(deps.db, key, after ?? 0, PAGE_ROWS),
          (row) => row.id,
        ),
        chatMessageOf,
      ),
  },
  {
    key: 'privacyRequests',
    value: async ({ deps, key }) => (await repo.memberRequests(deps.db, key, 1_000)).map((r) => memberRequestView(r, deps.clock())),
  },
];
