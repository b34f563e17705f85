import { API, type SystemStatus } from '@app/contract';
import { apiGet } from '../api/api-client';
import { writeCachedStatus } from './status-cache';
import { systemStatusParser } from './status-shape';

declare global {
  interface Window {
    /** The status request public/boot.js sends while the bundle downloads (used once). */
    __earlyStatus?: Promise<Response>;
  }
}

/** The early status request, once: later refreshes ask again. */
function takeEarlyStatus(): Promise<Response> | undefined {
  const sent = window.__earlyStatus;
  window.__earlyStatus = undefined;
  return sent;
}

/** GET /wps/system/status; a fresh answer also replaces the local cache. */
export async function fetchSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  const status = await apiGet(API.systemStatus, { schema: systemStatusParser, signal, sent: takeEarlyStatus() });
  writeCachedStatus(status);
  return status;
}
