import { readStoredJson, writeStored } from '../../../lib/storage';

/** The last "continue" of the session, shared by the tabs: a reload or another tab does not ask again too early. */
const ACK_KEY = 'realityCheckAck';

const MINUTE_MS = 60_000;

export function readAck(startedAt: string): number | null {
  const raw = readStoredJson(ACK_KEY);
  if (typeof raw !== 'object' || raw === null) return null;
  const { startedAt: of, at } = raw as Record<string, unknown>;
  // An answer of an earlier session says nothing about this one.
  return of === startedAt && typeof at === 'number' ? at : null;
}

export function writeAck(startedAt: string, at: number): void {
  writeStored(ACK_KEY, JSON.stringify({ startedAt, at }));
}

/**
 * When the next check is due: N minutes after the session started, or after the last "continue". Wall-clock time, so
 * a tab that slept past it asks at once when it wakes rather than N minutes after waking.
 */
export function dueAtMs(startedAt: string, minutes: number, ackMs: number | null): number {
  return Math.max(Date.parse(startedAt), ackMs ?? 0) + minutes * MINUTE_MS;
}

/** Time since the session started as h:mm ("1:05"), never negative (a client clock slightly behind the server's). */
export function elapsedText(startedAt: string, nowMs: number): string {
  const minutes = Math.max(0, Math.floor((nowMs - Date.parse(startedAt)) / MINUTE_MS));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
