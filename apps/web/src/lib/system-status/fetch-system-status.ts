import { API, type SystemStatus } from '@app/contract';
import { apiGet } from '../api/api-client';
import { writeCachedStatus } from './status-cache';
import { systemStatusParser } from './status-shape';

/** GET /wps/system/status; a fresh answer also replaces the local cache. */
export async function fetchSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  const status = await apiGet(API.systemStatus, { schema: systemStatusParser, signal });
  writeCachedStatus(status);
  return status;
}
