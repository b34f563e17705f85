import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@app/contract';
import { makeStatus } from '../../test/status-fixture';
import { ApiError } from '../api/api-error';
import { readCachedStatus, writeCachedStatus } from './status-cache';
import { deriveGate } from './status-gate';
import { refetchIntervalFor, seedSystemStatus, STATUS_GATE_RECHECK_MS, STATUS_REFRESH_MS, systemStatusQueryKey } from './status-query';

describe('deriveGate', () => {
  it('opens for status 0 and closes for maintenance (also with region) and region only', () => {
    expect(deriveGate(makeStatus(), null).kind).toBe('open');
    expect(deriveGate(makeStatus({ maintenance: true, regionRestriction: true }), null).kind).toBe('maintenance');
    expect(deriveGate(makeStatus({ regionRestriction: true }), null).kind).toBe('region');
  });

  it('waits while nothing is known, and reports a failure only without any status', () => {
    expect(deriveGate(undefined, null).kind).toBe('loading');
    expect(deriveGate(undefined, new ApiError('system.unavailable', '')).kind).toBe('unavailable');
    // A cached status survives a failed background refresh (offline start).
    expect(deriveGate(makeStatus(), new ApiError('system.unavailable', '')).kind).toBe('open');
  });

  it('lets a maintenance or location error from the server close the gate', () => {
    expect(deriveGate(makeStatus(), new ApiError('system.maintenance', '', {}, 503)).kind).toBe('maintenance');
    expect(deriveGate(undefined, new ApiError('access.denied.location', '', {}, 403)).kind).toBe('region');
  });
});

describe('status cache', () => {
  it('round-trips through local storage and seeds the query client with its age', () => {
    const status = makeStatus({ maintenance: true });
    writeCachedStatus(status, 1_000);
    expect(readCachedStatus()).toEqual({ status, savedAt: 1_000 });

    const client = new QueryClient();
    seedSystemStatus(client);
    expect(client.getQueryData(systemStatusQueryKey)).toEqual(status);
    expect(client.getQueryState(systemStatusQueryKey)?.dataUpdatedAt).toBe(1_000);
    expect(deriveGate(client.getQueryData(systemStatusQueryKey), null).kind).toBe('maintenance');
  });

  it('ignores a damaged or foreign cache entry', () => {
    localStorage.setItem(STORAGE_KEYS.systemStatus, '{not json');
    expect(readCachedStatus()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.systemStatus, JSON.stringify({ status: { maintenance: 'no' }, savedAt: 1 }));
    expect(readCachedStatus()).toBeNull();

    const client = new QueryClient();
    seedSystemStatus(client);
    expect(client.getQueryData(systemStatusQueryKey)).toBeUndefined();
  });

  it('re-checks a closed gate more often than an open one', () => {
    expect(refetchIntervalFor(makeStatus())).toBe(STATUS_REFRESH_MS);
    expect(refetchIntervalFor(makeStatus({ maintenance: true }))).toBe(STATUS_GATE_RECHECK_MS);
    expect(refetchIntervalFor(undefined)).toBe(STATUS_GATE_RECHECK_MS);
  });
});
