import { API, type WinnerEntry } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../modules/ledger/ledger-check.js';
import { createTestApp, testDatabases, type TestApp } from '../test/test-app.js';
import { addDemoActivity } from './demo-activity.js';
import { rowsOf } from '../db/rows.js';

describe.each(testDatabases())('demo activity on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('fills the winner board of a fresh install with real rounds, once, and leaves the ledger balanced', async () => {
    const merchantId = (await t.database.db.query.merchants.findFirst())!.id;
    const deps = { db: t.database.db, ledger: t.app.ledger, clock: Date.now };
    await addDemoActivity(deps, merchantId);
    await addDemoActivity(deps, merchantId);
    const list = (await t.app.inject({ method: 'GET', url: API.gameWinners })).json().value.list as WinnerEntry[];
    expect(list.filter((e) => e.kind === 'win')).toHaveLength(10);
    expect(list.filter((e) => e.kind === 'jackpot').length).toBeGreaterThan(0);
    // Scripted rounds of seeded players: the site marks them as demo winners.
    expect(list.every((e) => e.demo === true)).toBe(true);
    const report = await checkLedger(t.database.db);
    expect(report.violations).toEqual([]);
    const rounds = await t.database.db.execute(sql`select count(*)::int as n from game_rounds where status = 'completed'`);
    expect(rowsOf<{ n: number }>(rounds)[0]!.n).toBe(40);
  });
});
