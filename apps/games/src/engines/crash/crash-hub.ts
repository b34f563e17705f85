import type { WebSocket } from 'ws';
import type { CrashEvent } from './crash-events.js';

const OPEN = 1;
/** A socket this far behind (a stalled phone) is dropped; it reconnects and gets a fresh snapshot. */
const MAX_BUFFERED_BYTES = 1 << 20;
const HEARTBEAT_MS = 25_000;
/**
 * Bets and cash-outs of a room go out at most this often: a burst of them
 * (100 players betting in one second) becomes a few messages instead of one
 * write per event and socket. Phase changes (round, take-off, crash) go out
 * at once, taking whatever is waiting with them.
 */
const FLUSH_EVERY_MS = 25;
const URGENT = new Set<CrashEvent['type']>(['round', 'flight', 'crash']);

/** Server time in ms with sub-millisecond precision, comparable across processes of one machine. */
export const serverNow = () => Math.round((performance.timeOrigin + performance.now()) * 100) / 100;

/** Pings every socket now and then; one that did not answer the last ping is dropped. */
function startHeartbeat(rooms: Map<string, Set<WebSocket>>, alive: WeakMap<WebSocket, boolean>) {
  const heartbeat = setInterval(() => {
    for (const sockets of rooms.values()) {
      for (const socket of sockets) {
        if (alive.get(socket) === false) {
          socket.terminate();
          continue;
        }
        alive.set(socket, false);
        socket.ping();
      }
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return heartbeat;
}

/**
 * The sockets of each room. Events are stamped with the time they happened
 * (`at`), so a client can tell its delay; events waiting together (one turn
 * of the event loop, or a burst within FLUSH_EVERY_MS) go out as one message
 * (`{ type: 'batch', events }`), serialised once and written to every open
 * socket of the room. Dead sockets are found by ping and dropped.
 */
export function createCrashHub() {
  const rooms = new Map<string, Set<WebSocket>>();
  const alive = new WeakMap<WebSocket, boolean>();
  const outbox = new Map<string, { events: object[]; timer: ReturnType<typeof setTimeout> | null; immediate: boolean; lastAt: number }>();
  const heartbeat = startHeartbeat(rooms, alive);

  /** `data` is encoded once for the whole room and sent as a text frame to each socket. */
  function send(socket: WebSocket, data: Buffer) {
    if (socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.terminate();
    else socket.send(data, { binary: false });
  }

  function flush(gameCode: string) {
    const box = outbox.get(gameCode);
    if (!box?.events.length) return;
    const { events } = box;
    Object.assign(box, { events: [], timer: null, immediate: false, lastAt: performance.now() });
    const data = Buffer.from(JSON.stringify(events.length === 1 ? events[0] : { type: 'batch', events }));
    for (const socket of rooms.get(gameCode) ?? []) send(socket, data);
  }

  return {
    join(gameCode: string, socket: WebSocket) {
      let sockets = rooms.get(gameCode);
      if (!sockets) rooms.set(gameCode, (sockets = new Set()));
      sockets.add(socket);
      alive.set(socket, true);
      socket.on('pong', () => alive.set(socket, true));
      socket.on('close', () => sockets.delete(socket));
    },
    publish(gameCode: string, event: CrashEvent) {
      if (!rooms.get(gameCode)?.size) return;
      let box = outbox.get(gameCode);
      if (!box) outbox.set(gameCode, (box = { events: [], timer: null, immediate: false, lastAt: 0 }));
      box.events.push({ ...event, at: serverNow() });
      if (box.immediate) return;
      const wait = URGENT.has(event.type) ? 0 : box.lastAt + FLUSH_EVERY_MS - performance.now();
      if (wait > 0) {
        box.timer ??= setTimeout(() => flush(gameCode), wait);
        return;
      }
      if (box.timer) clearTimeout(box.timer);
      box.timer = null;
      box.immediate = true;
      setImmediate(() => flush(gameCode));
    },
    sendTo(socket: WebSocket, message: object) {
      send(socket, Buffer.from(JSON.stringify({ ...message, at: serverNow() })));
    },
    size: (gameCode: string) => rooms.get(gameCode)?.size ?? 0,
    close() {
      clearInterval(heartbeat);
      for (const box of outbox.values()) if (box.timer) clearTimeout(box.timer);
      for (const sockets of rooms.values()) for (const socket of sockets) socket.close(1001, 'server stopping');
      rooms.clear();
    },
  };
}
export type CrashHub = ReturnType<typeof createCrashHub>;
