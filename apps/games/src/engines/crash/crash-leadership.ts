import type { EngineDeps } from '../engine.js';
import { acquireLease, LeaseLost, releaseLease, renewLease, type Lease, type LeaseRow } from './crash-lease.js';

interface LeadershipHandlers {
  /** This process won the lease; `warm` when it had seen the previous leader alive (crash-takeover.ts). */
  onLead(lease: Lease, warm: boolean): Promise<void>;
  /** The lease was taken over, or could not be renewed in time: stop the cycle at once. */
  onLose(reason: unknown): void;
  /** Another process leads: a chance to check the room's picture. */
  onFollow(): Promise<void>;
}

/** Whether this process has been up while a leader of the room was alive: it saw the lease renewed, or it led itself. */
function createWitness() {
  let observed: LeaseRow | undefined;
  let sawLiveLeader = false;
  return {
    see(row: LeaseRow) {
      if (observed?.holder === row.holder && observed.epoch === row.epoch && row.expiresAt > observed.expiresAt) sawLiveLeader = true;
      observed = row;
    },
    led: () => void (sawLiveLeader = true),
    get sawLiveLeader() {
      return sawLiveLeader;
    },
  };
}

const everyOf = (leaseMs: number) => Math.max(1, Math.floor(leaseMs / 3));

/**
 * One renewal: when it was renewed, or why the lease is gone: taken over, or not renewable (no database) until a third
 * of a lease before it expires, before anyone may take it.
 */
async function renewOnce(
  deps: EngineDeps,
  held: Lease,
  leaseMs: number,
  lastRenewedAt: number,
): Promise<{ renewedAt?: number; lost?: unknown }> {
  const now = deps.clock();
  try {
    if (await renewLease(deps.db, held, now, leaseMs)) return { renewedAt: now };
    return { lost: new LeaseLost(held.gameCode) };
  } catch (error) {
    if (now - lastRenewedAt >= leaseMs - everyOf(leaseMs)) return { lost: error };
    deps.log.warn({ err: error, gameCode: held.gameCode }, 'crash room lease not renewed; retrying');
    return {};
  }
}

/**
 * Who leads a room, through a lease row in PostgreSQL (crash-lease.ts): the leader renews it every third of its
 * length; every other process tries to take it as often, and wins once it has expired, so a leader that died
 * (SIGKILL, a lost machine) is replaced within a lease and a third (3 s + 1 s by default). A leader that cannot renew
 * (no database) stops leading a third of a lease before it expires, before anyone may take over; and should it not,
 * its writes are fenced (crash-lease.ts `fenced`).
 */
export function createLeadership(deps: EngineDeps, gameCode: string, holder: string, leaseMs: number, handlers: LeadershipHandlers) {
  let lease: Lease | undefined;
  let lastRenewedAt = 0;
  const witness = createWitness();
  let timer: ReturnType<typeof setInterval> | undefined;
  let seeking: Promise<void> | undefined;
  let renewing: Promise<void> | undefined;

  async function seek() {
    const now = deps.clock();
    const row = await acquireLease(deps.db, gameCode, holder, now, leaseMs);
    if (row.holder !== holder) {
      witness.see(row);
      await handlers.onFollow();
      return;
    }
    const won = { gameCode, holder, epoch: row.epoch };
    lease = won;
    lastRenewedAt = now;
    try {
      await handlers.onLead(won, witness.sawLiveLeader);
      witness.led();
    } catch (error) {
      if (lease === won) lease = undefined;
      throw error;
    }
    // Renewals go on while the room is taken over (a cold cut pays bets); lost meanwhile, the new cycle stops now.
    if (lease !== won) handlers.onLose(new LeaseLost(gameCode));
  }

  async function renew(held: Lease) {
    const result = await renewOnce(deps, held, leaseMs, lastRenewedAt);
    if (result.renewedAt !== undefined) lastRenewedAt = result.renewedAt;
    else if (result.lost !== undefined && lease === held) {
      lease = undefined;
      handlers.onLose(result.lost);
    }
  }

  /** Renews the lease held, or seeks it; a renewal does not wait for a takeover under way. */
  function poll(): Promise<void> {
    if (lease) {
      renewing ??= renew(lease).finally(() => (renewing = undefined));
      return renewing;
    }
    seeking ??= seek().finally(() => (seeking = undefined));
    return seeking;
  }

  return {
    poll,
    start() {
      timer ??= setInterval(
        () => void poll().catch((error: unknown) => deps.log.error({ err: error, gameCode }, 'crash room lease check failed')),
        everyOf(leaseMs),
      );
    },
    /** Stops renewing; `release` hands the room over at once (a graceful stop), without it the lease runs out (a kill). */
    async stop(options: { release: boolean }) {
      clearInterval(timer);
      await Promise.all([seeking?.catch(() => undefined), renewing]);
      const held = lease;
      lease = undefined;
      if (options.release && held) await releaseLease(deps.db, held, deps.clock()).catch(() => undefined);
    },
  };
}
