import { API, DAY_MS, type BarredOverview, type BarredRun } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_VENDOR } from '../../test/money.js';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import * as runs from './barred-runs.repository.js';
import { SWEEP_RETRY_MS } from './barred-sweep.js';
import { barredFixture, operatorCall, type BarredFixture, type BarredMember } from './barred.test-support.js';

describe.each(testDatabases())('the barred-persons sweep on %s', (kind) => {
  let x: BarredFixture;
  let second: TestApp;
  let listed: BarredMember[];
  let clean: BarredMember;

  const runsOf = async () => (await operatorCall(x.t, 'GET', API.operatorBarredRuns)).json().value as BarredRun[];
  const overview = async () => (await operatorCall(x.t, 'GET', API.operatorBarred)).json().value as BarredOverview;
  const bothPasses = () => Promise.all([x.t.app.barred.runDue(), second.app.barred.runDue()]);

  beforeAll(async () => {
    x = await barredFixture(kind);
    // A second server process on the same database.
    second = await createTestApp(kind, { database: x.t.database, clock: x.clock.now, config: { seamlessVendors: [TEST_VENDOR] } });
    await x.switchTo('BR');
    listed = [await x.member(), await x.member()];
    clean = await x.member();
    for (const m of listed) await x.list(m.cpf, 'central_self_exclusion');
  });
  afterAll(async () => {
    await second.close();
    await x.t.close();
  });

  it('checks the whole base once with two processes on one database, blocking each hit once', async () => {
    await bothPasses();
    const withCpf = await x.count(sql`select count(*)::int as n from members where id_number is not null and not is_trial`);
    const [run, ...older] = await runsOf();
    expect(older).toEqual([]);
    expect(run).toMatchObject({ status: 'finished', trigger: 'job', checked: withCpf, hits: 2, error: null });
    for (const m of listed) {
      expect(await x.caseOf(m)).toMatchObject({ status: 'blocked', source: 'sweep', category: 'central_self_exclusion' });
      expect(await x.count(sql`select count(*)::int as n from inbox_messages where member_id = ${m.memberId}`)).toBe(1);
    }
    expect(await x.caseOf(clean)).toBeUndefined();
    // Not due again for 15 days.
    await bothPasses();
    expect(await runsOf()).toHaveLength(1);
    expect(await overview()).toMatchObject({
      adapter: 'sandbox',
      required: true,
      blocked: 2,
      closed: 0,
      nextSweepAt: new Date(Date.parse(run!.startedAt) + 15 * DAY_MS).toISOString(),
      lastRun: { id: run!.id },
    });
  });

  it('records an outage as a failed run, and tries again later', async () => {
    x.clock.advance(15 * DAY_MS);
    await x.setFailing(true);
    await bothPasses();
    const [failed] = await runsOf();
    expect(failed).toMatchObject({ status: 'failed', error: expect.stringContaining('sandbox_failing') });
    await x.setFailing(false);
    await bothPasses();
    expect(await runsOf()).toHaveLength(2);
    x.clock.advance(SWEEP_RETRY_MS);
    await bothPasses();
    const [retried] = await runsOf();
    expect(retried).toMatchObject({ status: 'finished', hits: 0 });
    // Blocked accounts whose deadline passed were closed by the same passes, and are left out of the next sweep.
    expect(await x.caseOf(listed[0]!)).toMatchObject({ status: 'closed' });
    expect(retried!.checked).toBe((await runsOf())[2]!.checked - 2);
  });

  it('runs now for an operator, after the answer; refused while another process holds a run', async () => {
    const held = await runs.startRun(x.t.database.db, listed[0]!.merchantId, 'job', {
      token: 'other-process',
      now: new Date(x.clock.now()),
      leaseUntil: new Date(x.clock.now() + 60_000),
    });
    const busy = await operatorCall(x.t, 'POST', API.operatorBarredRuns, {});
    expect([busy.statusCode, busy.json().errorCode]).toEqual([409, 'barred.run.busy']);
    // The holder died: once its lease has run out, the operator's run takes it over.
    x.clock.advance(2 * 60_000);
    const started = await operatorCall(x.t, 'POST', API.operatorBarredRuns, {});
    expect(started.json().value).toMatchObject({ id: held.id, status: 'running' });
    await x.t.app.barred.idle();
    expect((await runsOf())[0]).toMatchObject({ id: held.id, status: 'finished' });
    await x.switchTo('NONE');
    const off = await operatorCall(x.t, 'POST', API.operatorBarredRuns, {});
    expect([off.statusCode, off.json().errorCode]).toEqual([409, 'barred.not.required']);
  });
});
