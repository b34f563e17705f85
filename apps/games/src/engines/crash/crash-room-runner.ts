import type { EngineDeps } from '../engine.js';
import { nextEventAt, step, type LeaderState } from './crash-cycle.js';
import type { CrashEvent } from './crash-events.js';
import { LeaseLost } from './crash-lease.js';
import { createLeadership } from './crash-leadership.js';
import type { CrashSettings } from './crash-settings.js';
import { takeOver } from './crash-takeover.js';
import type { RoomView } from './crash-view.js';
import { latestRound } from './crash.repository.js';

const MAX_WAIT_MS = 1_000;

/** The room's leader state while this process leads; the states of its earlier leaderships until their payments end. */
function createLeaderSlot(deps: EngineDeps, gameCode: string) {
  let current: LeaderState | undefined;
  let halted = false;
  const retired = new Set<LeaderState>();
  return {
    get halted() {
      return halted;
    },
    /** No step from now on (a stop, or a kill in tests). */
    halt() {
      halted = true;
      if (current) current.stopped = true;
    },
    get current() {
      return current;
    },
    set current(state: LeaderState | undefined) {
      current = state;
    },
    stepDown(reason: unknown) {
      if (!current) return;
      deps.log.warn({ err: reason, gameCode }, 'crash room: this process stopped leading it');
      const old = current;
      old.stopped = true;
      retired.add(old);
      current = undefined;
      void old.settlements.drain().then(() => retired.delete(old));
    },
    async drain() {
      for (const state of [...retired, ...(current ? [current] : [])]) await state.settlements.drain();
    },
  };
}

/**
 * Runs a room's cycle while this process holds its lease (crash-leadership.ts): takes the room over when the lease is
 * won, steps it at each next event, and stops at once when the lease is lost (the payments under way finish: each is
 * idempotent). While another process leads, it checks the room's picture against the database instead.
 */
export function createRoomRunner(
  deps: EngineDeps,
  room: { gameCode: string; holder: string; settings: CrashSettings; view: RoomView; publish: (event: CrashEvent) => void },
) {
  const { gameCode, settings, view } = room;
  const slot = createLeaderSlot(deps, gameCode);
  let cycleTimer: ReturnType<typeof setTimeout> | undefined;
  let stepping: Promise<void> | undefined;
  let timersOn = false;
  const halt = () => (slot.halt(), clearTimeout(cycleTimer));

  const leadership = createLeadership(deps, gameCode, room.holder, settings.leaseMs, {
    async onLead(lease, warm) {
      slot.current = await takeOver(deps, settings, lease, warm, room.publish);
      await view.refresh();
      if (timersOn) schedule();
    },
    onLose: slot.stepDown,
    async onFollow() {
      if (!view.isCurrent(await latestRound(deps.db, gameCode))) await view.refresh();
    },
  });

  function schedule() {
    clearTimeout(cycleTimer);
    if (slot.halted || !slot.current) return;
    const wait = Math.max(0, Math.min(nextEventAt(slot.current) - deps.clock(), MAX_WAIT_MS));
    cycleTimer = setTimeout(() => void tick().finally(schedule), wait);
  }

  /** One step at a time, even when a timer and a request both ask; a process that is not leading seeks the lease. */
  function tick(): Promise<void> {
    stepping ??= (async () => {
      if (!slot.current) await leadership.poll();
      const current = slot.current;
      if (current) await step(current);
    })()
      .catch((error: unknown) => {
        if (error instanceof LeaseLost) slot.stepDown(error);
        else deps.log.error({ err: error, gameCode }, 'crash room tick failed');
      })
      .finally(() => (stepping = undefined));
    return stepping;
  }

  return {
    get leader() {
      return slot.current;
    },
    tick,
    drain: slot.drain,
    startTimers() {
      if (timersOn) return;
      timersOn = true;
      leadership.start();
      schedule();
    },
    async stop() {
      halt();
      await stepping;
      await slot.drain();
      await leadership.stop({ release: true });
    },
    halt() {
      halt();
      void leadership.stop({ release: false });
    },
  };
}
