import { addMerchantDays, API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackgroundTasks } from '../../infra/background.js';
import type { FileStore } from '../../infra/file-store/file-store.js';
import { localFileStore } from '../../infra/file-store/local-file-store.js';
import { manualClock, testDatabases, type TestApp } from '../../test/test-app.js';
import { csvExporter } from './csv-exporter.js';
import type { RegulatorDeps } from './regulator.deps.js';
import { runDue } from './regulator.jobs.js';
import * as repository from './regulator.repository.js';
import { sandboxSubmitter } from './sandbox-submitter.js';
import {
  fileSetOf,
  operatorCall,
  pastMidnight,
  regulatorApp,
  regulatorFolder,
  switchJurisdiction,
  today,
} from './regulator.test-support.js';

/** A store whose puts fail while `failing` is set, as a full disk or an unreachable bucket would. */
function flaky(store: FileStore) {
  const state = { failing: true };
  const wrapped: FileStore = {
    ...store,
    put: (key, body) => (state.failing ? Promise.reject(new Error('disk full')) : store.put(key, body)),
  };
  return { store: wrapped, state };
}

describe.each(testDatabases())('regulator file runs on %s', (kind) => {
  let t: TestApp;
  let folder: Awaited<ReturnType<typeof regulatorFolder>>;
  const clock = manualClock();
  const day = today();
  let deps: RegulatorDeps;
  let disk: ReturnType<typeof flaky>;
  const merchant = { id: 0, code: 'demo' };

  beforeAll(async () => {
    folder = await regulatorFolder();
    t = await regulatorApp(kind, folder.dir, clock);
    await switchJurisdiction(t, 'BR');
    merchant.id = (await t.database.db.query.merchants.findFirst())!.id;
    disk = flaky(localFileStore(folder.dir));
    deps = {
      db: t.database.db,
      clock: clock.now,
      store: disk.store,
      exporter: csvExporter,
      submitter: sandboxSubmitter({ db: t.database.db, clock: clock.now }, []),
      log: t.app.log,
      background: createBackgroundTasks(),
    };
    pastMidnight(clock, day);
  });
  afterAll(async () => {
    await t.close();
    await folder.remove();
  });

  it('records a failed run where the back office shows it, and retries it later', async () => {
    await runDue(deps, merchant);
    const failed = await fileSetOf(t, day);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, error: 'disk full', files: [], generation: 0 });
    expect(await localFileStore(folder.dir).list(`regulator/${merchant.id}/${day}/`)).toEqual([]);
    // Not before its retry time.
    disk.state.failing = false;
    await runDue(deps, merchant);
    expect((await fileSetOf(t, day)).attempts).toBe(1);
    clock.advance(16 * 60_000);
    await runDue(deps, merchant);
    expect(await fileSetOf(t, day)).toMatchObject({ status: 'generated', attempts: 2, error: null, generation: 1, delivery: 'accepted' });
  });

  it('takes over a run whose process died once its lease has run out, and never one still held', async () => {
    const other = addMerchantDays(day, -10);
    await repository.ensureSet(deps.db, merchant.id, other, csvExporter.format);
    const now = new Date(clock.now());
    const held = await repository.claimRun(
      deps.db,
      { merchantId: merchant.id, day: other, token: 'dead', now, leaseUntil: new Date(clock.now() + 60_000) },
      false,
    );
    expect(held?.status).toBe('running');
    await runDue(deps, merchant);
    expect((await fileSetOf(t, other)).status).toBe('running');
    clock.advance(2 * 60_000);
    await runDue(deps, merchant);
    expect(await fileSetOf(t, other)).toMatchObject({ status: 'generated', attempts: 2 });
  });

  it('deletes files older than five years, and nothing younger', async () => {
    const store = localFileStore(folder.dir);
    const year = Number(today().slice(0, 4));
    const old = `${year - 6}-03-01`;
    const young = `${year - 4}-03-01`;
    for (const d of [old, young]) {
      await repository.ensureSet(deps.db, merchant.id, d, csvExporter.format);
      await store.put(`regulator/${merchant.id}/${d}/1/bets.csv`, 'x\n');
    }
    await runDue(deps, merchant);
    expect(await store.list(`regulator/${merchant.id}/${old}/`)).toEqual([]);
    expect((await operatorCall(t, 'GET', API.operatorRegulatorDay.replace(':day', old))).statusCode).toBe(404);
    expect(await store.list(`regulator/${merchant.id}/${young}/`)).toContain(`regulator/${merchant.id}/${young}/1/bets.csv`);
  });
});
