import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awayFromSlotEdge, gate, HOUR_MS, jobRow, jobsApp, sleep, type JobsApp } from './jobs.test-support.js';

/** One server process on PGlite (the embedded default): a job's passes, retries, stop, and the operator's list. */
describe('the jobs queue in one process (PGlite)', () => {
  let t: JobsApp;
  let okRuns = 0;
  let flakyRuns = 0;
  const slow = gate();
  const slowStarted = gate();

  beforeAll(async () => {
    t = await jobsApp('pglite', [
      { name: 'test-ok', intervalMs: HOUR_MS, pass: async () => void (okRuns += 1) },
      {
        name: 'test-flaky',
        intervalMs: HOUR_MS,
        pass: async () => {
          flakyRuns += 1;
          // Row data in an error never reaches the list or the log: only the message does.
          if (flakyRuns < 3)
            throw Object.assign(new Error(`settlement refused (attempt ${flakyRuns})`), { detail: 'Key (cpf)=(12345678909)' });
        },
      },
      {
        name: 'test-slow',
        intervalMs: HOUR_MS,
        pass: async () => {
          slowStarted.open();
          await slow.opened;
        },
      },
      { name: 'test-off', intervalMs: 0, pass: async () => {} },
    ]);
    await awayFromSlotEdge();
  });
  afterAll(() => t.close());

  it('lists a job never run with its next slot, then a completed pass with its start and finish time', async () => {
    const before = await jobRow(t, 'test-ok');
    expect(before).toMatchObject({ name: 'test-ok', intervalMs: HOUR_MS, state: 'never', lastStartedAt: null, error: null, retryCount: 0 });
    expect(Date.parse(before.nextDueAt!)).toBe((Math.floor(Date.now() / HOUR_MS) + 1) * HOUR_MS);

    const started = Date.now();
    await t.app.jobs.work('test-ok', { offer: true });
    // The slot is taken: offering it again runs nothing.
    await t.app.jobs.work('test-ok', { offer: true });
    expect(okRuns).toBe(1);
    const after = await jobRow(t, 'test-ok');
    expect(after).toMatchObject({ state: 'completed', error: null, retryCount: 0 });
    expect(Date.parse(after.lastStartedAt!)).toBeGreaterThanOrEqual(started - 1_000);
    expect(Date.parse(after.lastFinishedAt!)).toBeGreaterThanOrEqual(Date.parse(after.lastStartedAt!));
    expect(Date.parse(after.nextDueAt!)).toBeGreaterThan(Date.now());
  });

  it('retries a failed pass after a growing delay, shows the failure in the list, then the completion', { timeout: 20_000 }, async () => {
    await t.app.jobs.work('test-flaky', { offer: true });
    const failedAt = Date.now();
    const first = await jobRow(t, 'test-flaky');
    expect(first).toMatchObject({ state: 'retrying', error: 'settlement refused (attempt 1)', retryCount: 0 });
    expect(first.lastFinishedAt).not.toBeNull();
    // pg-boss's backoff with a 1 s delay: the first retry 1 to 2 s later.
    const firstDelay = Date.parse(first.nextDueAt!) - failedAt;
    expect(firstDelay).toBeGreaterThan(500);
    expect(firstDelay).toBeLessThan(2_500);

    // Not due yet: a turn takes nothing.
    await t.app.jobs.work('test-flaky');
    expect(flakyRuns).toBe(1);

    await sleep(Date.parse(first.nextDueAt!) - Date.now() + 100);
    await t.app.jobs.work('test-flaky');
    const secondFailedAt = Date.now();
    const second = await jobRow(t, 'test-flaky');
    expect(second).toMatchObject({ state: 'retrying', error: 'settlement refused (attempt 2)', retryCount: 1 });
    // The second retry waits 2 to 4 s: longer than the first.
    const secondDelay = Date.parse(second.nextDueAt!) - secondFailedAt;
    expect(secondDelay).toBeGreaterThan(1_500);
    expect(secondDelay).toBeLessThan(4_500);

    await sleep(Date.parse(second.nextDueAt!) - Date.now() + 100);
    await t.app.jobs.work('test-flaky');
    expect(flakyRuns).toBe(3);
    expect(await jobRow(t, 'test-flaky')).toMatchObject({ state: 'completed', error: null, retryCount: 2 });

    const logged = t
      .logs()
      .split('\n')
      .filter((line) => line.includes('job pass failed'));
    expect(logged).toHaveLength(2);
    expect(JSON.parse(logged[0]!)).toMatchObject({ job: 'test-flaky', error: 'settlement refused (attempt 1)' });
    expect(t.logs()).not.toContain('12345678909');
  });

  it('stop() waits for the pass under way, which completes before it returns', async () => {
    const turn = t.app.jobs.work('test-slow', { offer: true });
    await slowStarted.opened;
    expect(await jobRow(t, 'test-slow')).toMatchObject({ state: 'active', lastFinishedAt: null });

    let stopped = false;
    const stop = t.added
      .get('test-slow')!
      .stop()
      .then(() => (stopped = true));
    await sleep(200);
    expect(stopped).toBe(false);
    slow.open();
    await stop;
    await turn;
    expect(await jobRow(t, 'test-slow')).toMatchObject({ state: 'completed' });
  });

  it('shows a job that is off with no next due time', async () => {
    expect(await jobRow(t, 'test-off')).toMatchObject({ intervalMs: 0, state: 'never', nextDueAt: null });
  });
});
