import { API, JOB_NAMES } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../test/operators.js';
import { operatorHeaders } from '../../test/test-app.js';
import { HOUR_MS, jobRow, jobsApp, type JobsApp } from './jobs.test-support.js';

/** The back office's calls: the list (settings.read, not audited) and "run now" (settings.manage, audited). */
describe('the jobs list and "run now" (PGlite)', () => {
  let t: JobsApp;

  beforeAll(async () => {
    t = await jobsApp('pglite', [{ name: 'test-broken', intervalMs: HOUR_MS, pass: () => Promise.reject(new Error('provider down')) }], {
      jobs: { retryLimit: 0 },
      config: { reports: { foldIntervalMs: HOUR_MS } },
    });
  });
  afterAll(() => t.close());

  it("refuses to run a job that is not the contract's, or one that is off", async () => {
    const run = await t.app.inject({
      method: 'POST',
      url: API.operatorJobRun.replace(':name', 'test-broken'),
      headers: operatorHeaders,
      payload: {},
    });
    // Only the contract's jobs are operator-runnable: a test job's name is not one of them.
    expect(run.statusCode).toBe(400);

    const off = await t.app.inject({
      method: 'POST',
      url: API.operatorJobRun.replace(':name', 'privacy'),
      headers: operatorHeaders,
      payload: {},
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().errorCode).toBe('job.disabled');
    expect(await jobRow(t, 'privacy')).toMatchObject({ state: 'never', nextDueAt: null });
  });

  it('shows the list to a role with settings.read and refuses "run now" without settings.manage', async () => {
    const content = await createOperator(t, 'content');
    const list = await t.app.inject({ method: 'GET', url: API.operatorJobs, headers: content.headers });
    expect(list.statusCode).toBe(200);
    const names = (list.json().value as { name: string }[]).map((row) => row.name);
    expect(names).toEqual([...JOB_NAMES, 'test-broken']);

    const run = await t.app.inject({
      method: 'POST',
      url: API.operatorJobRun.replace(':name', 'privacy'),
      headers: content.headers,
      payload: {},
    });
    expect(run.statusCode).toBe(403);
    const finance = await createOperator(t, 'finance');
    expect((await t.app.inject({ method: 'GET', url: API.operatorJobs, headers: finance.headers })).statusCode).toBe(403);
  });

  it('queues a pass an operator asks for, audits the call, and a process runs it', async () => {
    const url = API.operatorJobRun.replace(':name', 'reports-fold');
    const asked = Date.now();
    const run = await t.app.inject({ method: 'POST', url, headers: operatorHeaders, payload: {} });
    expect(run.statusCode).toBe(200);
    const queued = run.json().value;
    expect(queued).toMatchObject({ name: 'reports-fold', state: 'never' });
    expect(Date.parse(queued.nextDueAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(queued.nextDueAt)).toBeGreaterThanOrEqual(asked - 1_000);
    // Asked twice before any process took it: still one pass.
    expect((await t.app.inject({ method: 'POST', url, headers: operatorHeaders, payload: {} })).statusCode).toBe(200);

    const audit = await t.app.inject({
      method: 'GET',
      url: `${API.operatorAudit}?action=${encodeURIComponent('POST /wps/operator/jobs')}`,
      headers: operatorHeaders,
    });
    const rows = audit.json().value.rows as { action: string; objectType: string; objectId: string }[];
    expect(rows.filter((row) => row.objectId === 'reports-fold')).toHaveLength(2);
    expect(rows[0]).toMatchObject({ action: `POST ${API.operatorJobRun}`, objectType: 'jobs', objectId: 'reports-fold' });

    await t.app.jobs.work('reports-fold');
    const done = await jobRow(t, 'reports-fold');
    expect(done).toMatchObject({ state: 'completed', retryCount: 0 });
    // Nothing is left queued: the next pass is the next slot's.
    expect(Date.parse(done.nextDueAt!)).toBeGreaterThan(Date.now());
    const reads = await t.app.inject({
      method: 'GET',
      url: `${API.operatorAudit}?action=${encodeURIComponent('GET /wps/operator/jobs')}`,
      headers: operatorHeaders,
    });
    expect(reads.json().value.rows).toEqual([]);
  });

  it('leaves a pass failed once its retries are spent, with its message', async () => {
    await t.app.jobs.work('test-broken', { offer: true });
    const row = await jobRow(t, 'test-broken');
    expect(row).toMatchObject({ state: 'failed', error: 'provider down', retryCount: 0 });
    expect(row.lastFinishedAt).not.toBeNull();
    expect(Date.parse(row.nextDueAt!)).toBeGreaterThan(Date.now());
  });
});
