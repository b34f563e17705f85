import { useCallback, useState } from 'react';
import { SMS_NUMBER_CAPS } from '@app/contract';
import { readStoredJson, writeStored } from '../../../lib/storage';

/** SPEC §4: the code button's countdown (its default, 60 s); the code itself lives longer (5 min). */
export const SMS_RESEND_MS = 60_000;

interface SendCap {
  max: number;
  windowMs: number;
}

/**
 * When a number may be sent another code (epoch ms; a past time means now):
 * the countdown after its last code, and each server cap having room again.
 * With the last `max` sends all inside a cap's window the server refuses,
 * so the oldest of them must leave the window first.
 */
export function nextSendAt(sentAt: readonly number[], caps: readonly SendCap[] = SMS_NUMBER_CAPS): number {
  if (sentAt.length === 0) return 0;
  const sorted = [...sentAt].sort((a, b) => a - b);
  let at = sorted[sorted.length - 1]! + SMS_RESEND_MS;
  for (const cap of caps) {
    const oldest = sorted[sorted.length - cap.max];
    if (oldest !== undefined) at = Math.max(at, oldest + cap.windowMs);
  }
  return at;
}

/** The button's wait: "45 s" up to a minute, then "14:05", then "3:05:10". */
export function waitText(seconds: number, short: (seconds: number) => string): string {
  if (seconds <= 60) return short(seconds);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${String(m).padStart(2, '0')}:${s}`;
}

const KEY = 'smsSends';
const LONGEST_WINDOW_MS = Math.max(...SMS_NUMBER_CAPS.map((cap) => cap.windowMs));

type SendLog = Record<string, number[]>;

/** The number is kept as a hash: the device remembers when it asked, not whom. */
function numberHash(number: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < number.length; i += 1) hash = Math.imul(hash ^ number.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

function readLog(): SendLog {
  const raw = readStoredJson(KEY);
  if (typeof raw !== 'object' || raw === null) return {};
  const log: SendLog = {};
  for (const [key, times] of Object.entries(raw as Record<string, unknown>)) {
    if (Array.isArray(times)) log[key] = times.filter((t): t is number => typeof t === 'number');
  }
  return log;
}

/** Keeps what a cap can still count (a day), so the record never grows. */
export function recordSend(log: SendLog, number: string, at: number): SendLog {
  const next: SendLog = {};
  for (const [key, times] of Object.entries(log)) {
    const recent = times.filter((t) => t > at - LONGEST_WINDOW_MS);
    if (recent.length > 0) next[key] = recent;
  }
  const key = numberHash(number);
  next[key] = [...(next[key] ?? []), at];
  return next;
}

/**
 * The codes this device had sent to a number (our server's, not the identity
 * provider's, whose limits are its own), kept across reloads: the button
 * then offers a new code only when the server would send it.
 */
export function useSmsSendLog(number: string | undefined): { sentAt: readonly number[]; record: (at: number) => void } {
  const [log, setLog] = useState(readLog);
  const record = useCallback(
    (at: number) => {
      if (number === undefined) return;
      const next = recordSend(readLog(), number, at);
      writeStored(KEY, JSON.stringify(next));
      setLog(next);
    },
    [number],
  );
  return { sentAt: number === undefined ? [] : (log[numberHash(number)] ?? []), record };
}
