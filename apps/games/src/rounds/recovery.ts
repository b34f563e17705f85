import type { EngineDeps, EngineModule } from '../engines/engine.js';
import { payAndEnd, refundAndCancel } from './round-money.js';
import { unfinishedRounds } from './rounds.repository.js';

/**
 * Longer than a player's request can take (three wallet calls of 5 s with their pauses), so recovery never races one
 * (RECOVERY_GRACE_MS).
 */
export const RECOVER_AFTER_MS = 60_000;

/**
 * Finishes rounds nobody is finishing: a stake never confirmed is rolled
 * back (cancelled, refunded if it was taken); a round with its stake taken is
 * finished as its engine says (instant games: the stored win is paid). Runs
 * at start and then on a timer; runs never overlap.
 */
export function createRecovery(deps: EngineDeps, engines: Map<string, EngineModule>, graceMs = RECOVER_AFTER_MS) {
  let running: Promise<number> | undefined;

  async function pass(): Promise<number> {
    const now = deps.clock();
    const oldest = Math.min(graceMs, ...[...engines.values()].map((e) => e.recoverAfterMs ?? graceMs));
    let finished = 0;
    const selfSettling = [...engines.values()].filter((e) => e.settlesItself).map((e) => e.engine);
    for (const round of await unfinishedRounds(deps.db, new Date(now - oldest), selfSettling)) {
      const engine = engines.get(round.engine);
      const waitMs = round.status === 'created' ? graceMs : (engine?.recoverAfterMs ?? graceMs);
      if (round.updatedAt.getTime() > now - waitMs) continue;
      try {
        if (round.status === 'created') await refundAndCancel(deps, round);
        else if (engine?.recover) await engine.recover(deps, round);
        else await payAndEnd(deps, round, BigInt(String(round.state.winMinor ?? '0')));
        finished += 1;
      } catch (error) {
        deps.log.warn({ err: error, roundId: round.id }, 'round recovery failed; retried on the next pass');
      }
    }
    return finished;
  }

  return {
    /** One pass (tests and start-up); concurrent callers share it. */
    runOnce(): Promise<number> {
      running ??= pass().finally(() => (running = undefined));
      return running;
    },
    start(intervalMs: number) {
      if (intervalMs <= 0) return () => undefined;
      const timer = setInterval(() => void this.runOnce().catch(() => undefined), intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
