import { API, type JobStatus } from '@app/contract';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createTestApp, operatorHeaders, type DatabaseKind, type TestApp } from '../../test/test-app.js';
import type { JobSpec, PeriodicJob } from './job-queue.js';
import type { JobsConfig } from './jobs.config.js';

/** Scheduled turns so far apart that none runs during a test: the test takes its turns with `app.jobs.work`. */
const NO_TURNS_MS = 3_600_000;

export interface JobsApp extends TestApp {
  /** What `add` answered for each test job, by name (the module's side of a job). */
  added: Map<string, PeriodicJob>;
}

/** A test app (a server process) with test jobs added as a module adds its own; `database` makes it a second process. */
export async function jobsApp(
  kind: DatabaseKind,
  jobs: JobSpec[],
  options: { database?: Database; jobs?: Partial<JobsConfig>; config?: Partial<AppConfig> } = {},
): Promise<JobsApp> {
  const added = new Map<string, PeriodicJob>();
  const t = await createTestApp(kind, {
    ...(options.database && { database: options.database }),
    config: { jobs: { pollMs: NO_TURNS_MS, retryLimit: 2, retryDelaySeconds: 1, ...options.jobs }, ...options.config },
    extend: (app) => {
      for (const spec of jobs) added.set(spec.name, app.jobs.add(spec));
    },
  });
  return Object.assign(t, { added });
}

/** GET /wps/operator/jobs, as the back office reads it; one job's row. */
export async function jobRow(t: TestApp, name: string): Promise<JobStatus> {
  const res = await t.app.inject({ method: 'GET', url: API.operatorJobs, headers: operatorHeaders });
  if (res.statusCode !== 200) throw new Error(`jobs list answered ${res.statusCode}: ${res.body}`);
  const row = (res.json().value as JobStatus[]).find((status) => status.name === name);
  if (!row) throw new Error(`no job ${name} in the list`);
  return row;
}

/** A promise a test resolves by hand (a pass held open until the test lets it finish). */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Waits until `ms` from now have passed, for a retry's delay. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Long slots (an hour) make "the same slot" certain; a test starting in a slot's last seconds waits for the next one. */
export async function awayFromSlotEdge(slotMs = NO_TURNS_MS, marginMs = 15_000): Promise<void> {
  const left = slotMs - (Date.now() % slotMs);
  if (left < marginMs) await sleep(left + 100);
}

export const HOUR_MS = NO_TURNS_MS;
