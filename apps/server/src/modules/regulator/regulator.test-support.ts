import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addMerchantDays, API, merchantDayOf, merchantDayStart, type Jurisdiction, type RegulatorFileSet } from '@app/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { nextIp } from '../../test/accounts.js';
import { memberWithMoney, providerCalls, TEST_VENDOR, type MoneyMember } from '../../test/money.js';
import { createTestApp, manualClock, operatorHeaders, type DatabaseKind, type TestApp, type TestAppOptions } from '../../test/test-app.js';
import type { AppConfig } from '../../config.js';

/** The regulator files' fixture: apps with their own files folder, a clock a test moves past midnight, known play. */
export async function regulatorFolder(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'regulator-files-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export function regulatorConfig(dir: string, more: Partial<AppConfig['regulator']> = {}): Partial<AppConfig> {
  return {
    seamlessVendors: [TEST_VENDOR],
    regulator: { submission: 'sandbox', filesDir: dir, jobIntervalMs: 0, sandboxFailDays: [], ...more },
  };
}

export type Clock = ReturnType<typeof manualClock>;

export async function regulatorApp(kind: DatabaseKind, dir: string, clock: Clock, options: TestAppOptions = {}, more = {}) {
  return createTestApp(kind, { clock: clock.now, config: regulatorConfig(dir, more), ...options });
}

/** Today's merchant day (the database stamps rows with its own clock, the real one). */
export const today = () => merchantDayOf(Date.now());

/** Moves the app's clock to 00:20 of the next merchant day, when the job writes the files of `day`. */
export function pastMidnight(clock: Clock, day: string) {
  clock.advance(merchantDayStart(addMerchantDays(day, 1)).getTime() + 20 * 60_000 - clock.now());
}

export const operatorCall = (t: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = operatorHeaders) =>
  t.app.inject({ method, url, remoteAddress: nextIp(), headers, ...(payload && { payload }) });

export async function switchJurisdiction(t: TestApp, jurisdiction: Jurisdiction) {
  const res = await operatorCall(t, 'PUT', API.operatorJurisdiction, { jurisdiction });
  expect(res.statusCode, res.body).toBe(200);
}

export const dayUrl = (path: string, day: string, file?: string) => path.replace(':day', day).replace(':file', file ?? '');

export async function fileSetOf(t: TestApp, day: string): Promise<RegulatorFileSet> {
  const res = await operatorCall(t, 'GET', dayUrl(API.operatorRegulatorDay, day));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as RegulatorFileSet;
}

let serial = 0;
const id = (prefix: string) => `${prefix}-${Date.now()}-${++serial}`;

/** A member who deposits, bets and (when `win` is given) wins and ends the round, through the seamless wallet. */
export async function play(t: TestApp, deposit: bigint, stake: string, win?: string): Promise<{ member: MoneyMember; roundId: string }> {
  const member = await memberWithMoney(t, deposit);
  const call = providerCalls(t);
  const roundId = id('round');
  const base = { playerId: member.playerId, roundId, gameCode: 'demo-slot', currency: 'BRL' };
  const bet = await call('bet', { ...base, transactionId: id('bet'), amount: stake });
  expect(bet.statusCode, bet.body).toBe(200);
  if (win !== undefined) {
    const won = await call('win', { ...base, transactionId: id('win'), amount: win, endRound: true });
    expect(won.statusCode, won.body).toBe(200);
  }
  return { member, roundId };
}

/** A small RFC 4180 reader for the tests: quoted fields, doubled quotes, LF line ends. */
export function parseCsv(text: string): Array<Record<string, string>> {
  const lines: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && (c === ',' || c === '\n')) {
      row.push(field);
      field = '';
      if (c === '\n') {
        lines.push(row);
        row = [];
      }
    } else {
      field += c;
    }
  }
  const [header = [], ...rows] = lines;
  return rows.map((r) => Object.fromEntries(header.map((name, i) => [name, r[i] ?? ''])));
}

/** What the files must hold for `day`, counted straight from the tables with plain SQL (not the module's queries). */
export async function expectedDay(t: TestApp, day: string) {
  const from = merchantDayStart(day);
  const to = merchantDayStart(addMerchantDays(day, 1));
  const one = async <R>(query: ReturnType<typeof sql>) => rowsOf<R>(await t.database.db.execute(query))[0]!;
  const bets = await one<{ n: string; stake: string; win: string }>(sql`select count(*)::text as n,
      coalesce(sum(stake), 0)::text as stake, coalesce(sum(win), 0)::text as win from game_rounds
    where currency = 'BRL' and ((created_at >= ${from} and created_at < ${to})
      or (status = 'completed' and settled_at >= ${from} and settled_at < ${to} and created_at < ${from}))`);
  const bettors = await one<{ n: string }>(sql`select count(*)::text as n from members m where m.type <> 4 and (
      (m.created_at >= ${from} and m.created_at < ${to}) or exists (select 1 from game_rounds r where r.member_id = m.id
        and r.currency = 'BRL' and ((r.created_at >= ${from} and r.created_at < ${to})
        or (r.status = 'completed' and r.settled_at >= ${from} and r.settled_at < ${to} and r.created_at < ${from}))))`);
  const movements = await one<{ n: string; in: string; out: string }>(sql`select count(*)::text as n,
      coalesce(sum(t.amount) filter (where c.owner_id <> 0 and d.owner_id = 0), 0)::text as in,
      coalesce(sum(t.amount) filter (where d.owner_id <> 0 and c.owner_id = 0), 0)::text as out
    from ledger_transfers t join ledger_accounts d on d.id = t.debit_account_id join ledger_accounts c on c.id = t.credit_account_id
    where t.currency = 'BRL' and t.created_at >= ${from} and t.created_at < ${to} and (d.owner_id <> 0 or c.owner_id <> 0)`);
  return { bets, bettors, movements };
}
