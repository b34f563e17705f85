import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awayFromSlotEdge, gate, HOUR_MS, jobRow, jobsApp, sleep, type JobsApp } from './jobs.test-support.js';

/**
 * Two server processes on one PostgreSQL database (two apps, each with its own pg-boss pool): a due pass offered by
 * both runs once, a pass never runs beside itself, a failure retried by either process shows in both processes' lists.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the jobs queue across two processes (PostgreSQL)', () => {
  let first: JobsApp;
  let second: JobsApp;
  const runs = { once: 0, held: 0, flaky: 0 };
  let running = 0;
  let overlapped = false;
  const hold = gate();
  const holdStarted = gate();

  // Both processes add the same jobs, as every server process registers every module.
  const jobs = () => [
    {
      name: 'test-once',
      intervalMs: HOUR_MS,
      pass: async () => {
        runs.once += 1;
        await sleep(100);
      },
    },
    {
      name: 'test-held',
      intervalMs: HOUR_MS,
      pass: async () => {
        running += 1;
        overlapped ||= running > 1;
        runs.held += 1;
        if (runs.held === 1) {
          holdStarted.open();
          await hold.opened;
        }
        running -= 1;
      },
    },
    {
      name: 'test-flaky',
      intervalMs: HOUR_MS,
      pass: async () => {
        runs.flaky += 1;
        if (runs.flaky === 1) throw new Error('payout provider timed out');
      },
    },
  ];

  beforeAll(async () => {
    first = await jobsApp('postgres', jobs());
    second = await jobsApp('postgres', jobs(), { database: first.database });
    await awayFromSlotEdge();
  });
  afterAll(async () => {
    // The second uses the first one's database: it closes first.
    await second?.close();
    await first?.close();
  });

  it('runs a pass both processes offer in the same slot exactly once', async () => {
    await Promise.all([first.app.jobs.work('test-once', { offer: true }), second.app.jobs.work('test-once', { offer: true })]);
    await Promise.all([second.app.jobs.work('test-once', { offer: true }), first.app.jobs.work('test-once', { offer: true })]);
    expect(runs.once).toBe(1);
    const [seenByFirst, seenBySecond] = [await jobRow(first, 'test-once'), await jobRow(second, 'test-once')];
    expect(seenByFirst).toMatchObject({ state: 'completed' });
    expect(seenBySecond).toEqual(seenByFirst);
  });

  it('never runs a pass beside another of the same job: the second process waits for the first', async () => {
    const held = first.app.jobs.work('test-held', { offer: true });
    await holdStarted.opened;
    expect(await jobRow(second, 'test-held')).toMatchObject({ state: 'active' });
    // An operator's run queued meanwhile: the second process may not start it while the first pass runs.
    await second.app.jobs.enqueue('test-held');
    await second.app.jobs.work('test-held');
    expect(runs.held).toBe(1);

    let stopped = false;
    const stop = first.added
      .get('test-held')!
      .stop()
      .then(() => (stopped = true));
    await sleep(200);
    expect(stopped).toBe(false);
    hold.open();
    await Promise.all([held, stop]);
    expect(await jobRow(second, 'test-held')).toMatchObject({ state: 'completed' });

    await second.app.jobs.work('test-held');
    expect(runs.held).toBe(2);
    expect(overlapped).toBe(false);
  });

  it('retries a failed pass in whichever process is free, the failure shown by both', { timeout: 15_000 }, async () => {
    await first.app.jobs.work('test-flaky', { offer: true });
    const failed = await jobRow(second, 'test-flaky');
    expect(failed).toMatchObject({ state: 'retrying', error: 'payout provider timed out', retryCount: 0 });
    expect(await jobRow(first, 'test-flaky')).toEqual(failed);

    await sleep(Date.parse(failed.nextDueAt!) - Date.now() + 200);
    await second.app.jobs.work('test-flaky');
    expect(runs.flaky).toBe(2);
    expect(await jobRow(first, 'test-flaky')).toMatchObject({ state: 'completed', error: null, retryCount: 1 });
  });
});
