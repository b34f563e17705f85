import { gateStatus, type SystemStatus } from '@app/contract';
import { isApiError } from '../api/api-error-check';

export type Gate =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'open'; status: SystemStatus }
  | { kind: 'maintenance'; status?: SystemStatus }
  | { kind: 'region'; status?: SystemStatus };

function errorGate(error: unknown, status?: SystemStatus): Gate | null {
  if (!isApiError(error)) return null;
  const withStatus = status ? { status } : {};
  if (error.errorCode === 'system.maintenance') return { kind: 'maintenance', ...withStatus };
  if (error.errorCode === 'access.denied.location') return { kind: 'region', ...withStatus };
  return null;
}

/**
 * What the site shows for the status query. The server saying "maintenance" or
 * "location denied" outright wins; otherwise a known status (fresh or cached)
 * wins over a failed refresh, so a flaky network does not hide a working site.
 * With no status at all a failure is "cannot connect".
 */
export function deriveGate(data: SystemStatus | undefined, error: unknown): Gate {
  const fromError = errorGate(error, data);
  if (fromError) return fromError;
  if (data) {
    const gate = gateStatus(data);
    if (gate === 1) return { kind: 'maintenance', status: data };
    if (gate === 2) return { kind: 'region', status: data };
    return { kind: 'open', status: data };
  }
  return error ? { kind: 'unavailable' } : { kind: 'loading' };
}
