import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import type { EngineDeps } from '../engine.js';
import { createCrashBus } from './crash-bus.js';
import { createCrashHub } from './crash-hub.js';
import { openRoom, type CrashRoom } from './crash-room.js';
import type { CrashSettings } from './crash-settings.js';

/** Redis carries the rooms' events between game-server processes (unset: one process, events in memory). */
export interface CrashCluster {
  redis?: Redis;
  /** Prefix of the Redis channel (tests keep theirs apart). */
  redisPrefix?: string;
}

/**
 * This process's rooms, one per crash game code, opened on first use; its sockets (crash-hub.ts); and the bus that
 * brings every room's events, its own and other processes', to both. `holder` names this process on the rooms' leases.
 */
export function createCrashRooms(settings: CrashSettings, cluster: CrashCluster) {
  const holder = `${hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`;
  const hub = createCrashHub();
  const rooms = new Map<string, Promise<CrashRoom>>();
  const opened = new Map<string, CrashRoom>();
  let timers = false;
  let log: EngineDeps['log'] | undefined;
  const bus = createCrashBus({
    holder,
    ...(cluster.redis && { redis: cluster.redis }),
    channel: `${cluster.redisPrefix ?? 'games:'}crash-events`,
    deliver(gameCode, event) {
      opened.get(gameCode)?.apply(event);
      hub.publish(gameCode, event);
    },
    onError: (err) => log?.warn({ err }, 'crash event bus'),
  });

  function roomOf(deps: EngineDeps, gameCode: string): Promise<CrashRoom> {
    log ??= deps.log;
    let room = rooms.get(gameCode);
    if (!room) {
      room = bus
        .start()
        .then(() => openRoom(deps, gameCode, settings, { holder, publish: bus.publish }))
        .then((r) => {
          opened.set(gameCode, r);
          if (timers) r.startTimers();
          return r;
        });
      room.catch(() => rooms.delete(gameCode));
      rooms.set(gameCode, room);
    }
    return room;
  }

  return {
    holder,
    hub,
    roomOf,
    /** From now on every room runs on its own timers. */
    startTimers() {
      timers = true;
      for (const room of rooms.values())
        void room.then(
          (r) => r.startTimers(),
          () => undefined,
        );
    },
    /** Stops every room gracefully (each hands its lease over) and closes the sockets. */
    async stop() {
      timers = false;
      hub.close();
      for (const room of rooms.values()) await (await room.catch(() => undefined))?.stop();
    },
    close: () => bus.close(),
  };
}
