import type { Db } from '../../db/client.js';
import * as repo from './reports.repository.js';

/** Events one fold transaction takes: a second's worth of a busy site, small enough to keep each fold short. */
const BATCH = 20_000;

/**
 * The rollups' upkeep, one process at a time (the advisory lock: a process that finds it taken leaves the pass to
 * the holder). The first pass on a database without rollups builds them from the existing records.
 */
export function createReportsFold(db: Db) {
  /** One batch; answers how many events it folded (0 also when another process holds the lock). */
  const foldBatch = () => db.transaction(async (tx) => ((await repo.tryFoldLock(tx)) ? repo.fold(tx, BATCH) : 0));

  /**
   * Everything queued as events and folded, in one REPEATABLE READ snapshot: changes made meanwhile are events the
   * snapshot does not see, left queued for the next fold.
   */
  const rebuild = () =>
    db.transaction(
      async (tx) => {
        if (!(await repo.tryFoldLock(tx))) return;
        await repo.queueEverything(tx);
        while ((await repo.fold(tx, BATCH)) > 0);
      },
      { isolationLevel: 'repeatable read' },
    );

  /** Builds the rollups if they never were, then folds until the queue is empty. */
  async function pass(): Promise<void> {
    if (!(await repo.foldState(db)).builtAt) await rebuild();
    while ((await foldBatch()) === BATCH);
  }

  return { pass, rebuild };
}
export type ReportsFold = ReturnType<typeof createReportsFold>;
