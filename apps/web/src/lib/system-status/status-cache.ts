import { STORAGE_KEYS, type SystemStatus } from '@app/contract';
import { readStoredJson, writeStored } from '../storage';
import { isSystemStatus } from './status-shape';

export interface CachedStatus {
  status: SystemStatus;
  /** When it was fetched (ms since epoch), so TanStack Query knows its age. */
  savedAt: number;
}

/** The last known status, or null when none is stored or it no longer has the expected shape. */
export function readCachedStatus(): CachedStatus | null {
  const raw = readStoredJson(STORAGE_KEYS.systemStatus);
  if (typeof raw !== 'object' || raw === null) return null;
  const { status, savedAt } = raw as Partial<Record<keyof CachedStatus, unknown>>;
  if (!isSystemStatus(status) || typeof savedAt !== 'number') return null;
  return { status, savedAt };
}

export function writeCachedStatus(status: SystemStatus, savedAt = Date.now()): void {
  writeStored(STORAGE_KEYS.systemStatus, JSON.stringify({ status, savedAt } satisfies CachedStatus));
}
