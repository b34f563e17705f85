import { API, type OperatorRole } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, testDatabases, type TestApp } from '../../test/test-app.js';
import { CATCH_UP_DAYS } from './regulator.jobs.js';
import {
  dayUrl,
  fileSetOf,
  operatorCall,
  pastMidnight,
  play,
  regulatorApp,
  regulatorFolder,
  switchJurisdiction,
  today,
} from './regulator.test-support.js';

describe.each(testDatabases())('regulator files in the back office on %s', (kind) => {
  let t: TestApp;
  let folder: Awaited<ReturnType<typeof regulatorFolder>>;
  const clock = manualClock();
  const day = today();

  const keyOf = async (role: OperatorRole) => {
    const created = await operatorCall(t, 'POST', API.operatorApiKeys, { name: `regulator ${role}`, role });
    return { authorization: `Bearer ${created.json().value.secret as string}` };
  };
  const audit = async () =>
    (await operatorCall(t, 'GET', `${API.operatorAudit}?limit=20`)).json().value.rows as Array<Record<string, unknown>>;

  beforeAll(async () => {
    folder = await regulatorFolder();
    // The sandbox regulator refuses the day at first, as the real service could.
    t = await regulatorApp(kind, folder.dir, clock, {}, { sandboxFailDays: [day] });
    await play(t, 20_00n, '2.00', '1.00');
    await switchJurisdiction(t, 'BR');
    pastMidnight(clock, day);
    await t.app.regulator.runDue();
  });
  afterAll(async () => {
    await t.close();
    await folder.remove();
  });

  it('records a refused delivery, and an operator resend that succeeds, in the audit trail', async () => {
    const failed = await fileSetOf(t, day);
    expect(failed).toMatchObject({ status: 'generated', delivery: 'failed' });
    expect(failed.submissions).toEqual([
      expect.objectContaining({ result: 'failed', by: 'job', receipt: null, error: expect.stringContaining('sandbox refuses') }),
    ]);
    t.app.regulator.sandbox!.failDays.delete(day);
    const res = await operatorCall(t, 'POST', dayUrl(API.operatorRegulatorResend, day), {});
    expect(res.statusCode, res.body).toBe(200);
    const resent = res.json().value;
    expect(resent.delivery).toBe('accepted');
    expect(resent.submissions.map((s: { result: string; by: string }) => `${s.result} ${s.by}`)).toEqual([
      'accepted test suite',
      'failed job',
    ]);
    const [row] = await audit();
    expect(row).toMatchObject({
      action: `POST ${API.operatorRegulatorResend}`,
      objectType: 'files',
      objectId: day,
      before: expect.objectContaining({ delivery: 'failed' }),
    });
  });

  it('regenerates a day as a new generation after the answer, audited', async () => {
    const before = await fileSetOf(t, day);
    const res = await operatorCall(t, 'POST', dayUrl(API.operatorRegulatorRegenerate, day), {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.status).toBe('running');
    // A second ask while it runs is refused.
    const again = await operatorCall(t, 'POST', dayUrl(API.operatorRegulatorRegenerate, day), {});
    expect([200, 409]).toContain(again.statusCode);
    await t.app.regulator.idle();
    const after = await fileSetOf(t, day);
    expect(after).toMatchObject({ status: 'generated', delivery: 'accepted' });
    expect(after.generation).toBeGreaterThan(before.generation);
    expect(after.files.map((f) => f.sha256)).toEqual(before.files.map((f) => f.sha256));
    expect((await audit()).some((r) => r.action === `POST ${API.operatorRegulatorRegenerate}` && r.objectId === day)).toBe(true);
  });

  it('refuses a role without the permission; the auditor reads but may not act', async () => {
    const support = await keyOf('support');
    expect((await operatorCall(t, 'GET', API.operatorRegulatorFiles, undefined, support)).json()).toMatchObject({
      errorCode: 'operator.permission.denied',
    });
    expect((await operatorCall(t, 'GET', dayUrl(API.operatorRegulatorDownload, day, 'bets'), undefined, support)).statusCode).toBe(403);
    const auditor = await keyOf('auditor');
    const list = await operatorCall(t, 'GET', API.operatorRegulatorFiles, undefined, auditor);
    expect(list.statusCode).toBe(200);
    // The day, and the two before it that the first pass caught up with.
    expect(list.headers['x-total-count']).toBe(String(CATCH_UP_DAYS));
    const count = (await audit()).length;
    const refused = await operatorCall(t, 'POST', dayUrl(API.operatorRegulatorResend, day), {}, auditor);
    expect(refused.json()).toMatchObject({ errorCode: 'operator.permission.denied' });
    expect((await audit()).length).toBe(count);
  });

  it('answers bad input and unknown days with translated errors, never a 5xx', async () => {
    expect((await operatorCall(t, 'GET', dayUrl(API.operatorRegulatorDay, '2020-13-01'))).statusCode).toBe(400);
    expect((await operatorCall(t, 'GET', dayUrl(API.operatorRegulatorDownload, day, 'secrets'))).statusCode).toBe(400);
    expect((await operatorCall(t, 'GET', dayUrl(API.operatorRegulatorDay, '2020-01-01'))).json()).toMatchObject({
      errorCode: 'regulator.files.not.found',
    });
    const notEnded = await operatorCall(t, 'POST', dayUrl(API.operatorRegulatorRegenerate, '2999-01-01'), {});
    expect(notEnded.json()).toMatchObject({ errorCode: 'regulator.day.not.ended' });
    expect((await operatorCall(t, 'POST', dayUrl(API.operatorRegulatorResend, day), { extra: 1 })).statusCode).toBe(400);
  });

  it('under NONE the job writes nothing and regeneration is refused, while past files stay listed', async () => {
    const days = async () => (await operatorCall(t, 'GET', API.operatorRegulatorFiles)).json().value.map((s: { day: string }) => s.day);
    const listed = await days();
    expect(listed[0]).toBe(day);
    await switchJurisdiction(t, 'NONE');
    clock.advance(2 * 86_400_000);
    await t.app.regulator.runDue();
    expect(await days()).toEqual(listed);
    const refused = await operatorCall(t, 'POST', dayUrl(API.operatorRegulatorRegenerate, day), {});
    expect(refused.json()).toMatchObject({ errorCode: 'regulator.not.required', message: expect.any(String) });
    expect(refused.statusCode).toBe(409);
  });
});
