import type { SystemStatus } from '@app/contract';
import type { Parser } from '../api/api-client';

type Dict = Record<string, unknown>;
const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A light check of the status fields the site reads. The contract's zod
 * schema (which the server answers from) would put the whole schema library,
 * about 22 kB gzipped, into the first load; this guards against a corrupt
 * cache or a foreign answer without it.
 */
export function isSystemStatus(value: unknown): value is SystemStatus {
  if (!isDict(value) || !isDict(value.info) || !isDict(value.location)) return false;
  const { info } = value;
  return (
    typeof value.maintenance === 'boolean' &&
    typeof value.regionRestriction === 'boolean' &&
    typeof value.location.ip === 'string' &&
    typeof info.siteName === 'string' &&
    isDict(info.whitelabel) &&
    isDict(info.customerService) &&
    Array.isArray(info.customerService.channels) &&
    isDict(info.resources) &&
    Array.isArray(info.resources.downloads) &&
    Array.isArray(info.resources.social)
  );
}

export const systemStatusParser: Parser<SystemStatus> = {
  parse: (value) => {
    if (!isSystemStatus(value)) throw new TypeError('not a system status');
    return value;
  },
};
