import { JOB_NAMES } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.js';
import { BOSS_SCHEMA, bossConnection } from './boss-db.js';
import { jobErrorMessage } from './job-error.js';
import { KEEP_FAILED_SECONDS } from './job-timing.js';

/**
 * `stately`: per job at most one pass queued, one retry waiting and one running (the key is the job's name). So a
 * pass never overlaps another of the same job across processes, and a slow pass leaves one pass queued behind it,
 * never a backlog.
 */
export const QUEUE_POLICY = 'stately';

/** Creates the missing queues (each a partition of pg-boss's job table); a present one is left as it is. */
export async function ensureQueues(boss: PgBoss, names: readonly string[]): Promise<void> {
  const present = new Set((await boss.getQueues()).map((queue) => queue.name));
  for (const name of names) if (!present.has(name)) await boss.createQueue(name, { name, policy: QUEUE_POLICY });
}

/**
 * A started pg-boss for a process's jobs. No cron (slots are offered by the processes themselves, at any interval);
 * maintenance (failing passes whose process died, archiving) only where passes are scheduled.
 */
export async function openBoss(
  database: Database,
  log: FastifyBaseLogger,
  { keepFinishedSeconds, supervise }: { keepFinishedSeconds: number; supervise: boolean },
): Promise<PgBoss> {
  const boss = new PgBoss({
    ...bossConnection(database),
    schema: BOSS_SCHEMA,
    migrate: true,
    schedule: false,
    supervise,
    maintenanceIntervalSeconds: 60,
    archiveCompletedAfterSeconds: keepFinishedSeconds,
    archiveFailedAfterSeconds: Math.max(keepFinishedSeconds, KEEP_FAILED_SECONDS),
    deleteAfterHours: 24,
  });
  boss.on('error', (error: unknown) => log.error({ error: jobErrorMessage(error) }, 'jobs queue error'));
  await boss.start();
  return boss;
}

/**
 * pg-boss's schema (created or brought to this version by pg-boss itself, under its advisory lock) and a queue per job,
 * made with the migrations: a start, and every test database copied from a migrated template, then finds them ready.
 */
export async function installJobQueues(database: Database): Promise<void> {
  const boss = new PgBoss({ ...bossConnection(database), schema: BOSS_SCHEMA, migrate: true, supervise: false, schedule: false });
  // Errors of this short-lived instance reach the caller through start(), createQueue() and stop().
  boss.on('error', () => {});
  await boss.start();
  try {
    await ensureQueues(boss, JOB_NAMES);
  } finally {
    await boss.stop({ graceful: false });
  }
}
