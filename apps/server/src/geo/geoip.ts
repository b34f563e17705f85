import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ipaddr from 'ipaddr.js';
import maxmind, { type Reader, type Response } from 'maxmind';

/*
 * Country lookup from @ip-location-db/geo-whois-asn-country-mmdb: CC0 (no
 * licence key or attribution duty, unlike MaxMind GeoLite2), fully offline (no
 * per-request call to a third party with players' addresses) and installed
 * from npm with the rest of the code. GEOIP_DIR points at a fresher copy of
 * the same file (the project publishes updates on GitHub).
 */
const DATABASE_FILE = 'geo-whois-asn-country.mmdb';

/** The records of this database (not MaxMind's own shape, hence the cast at the read). */
interface CountryRecord {
  country_code?: string;
}

export interface GeoLookup {
  /** ISO 3166-1 alpha-2 code, or null for private, reserved and unknown addresses. */
  country(ip: string): string | null;
}

/** Normal form of an address: IPv4-mapped IPv6 (::ffff:1.2.3.4) becomes plain IPv4. */
export function normalizeIp(ip: string): string | null {
  try {
    return ipaddr.process(ip).toString();
  } catch {
    return null;
  }
}

const SEEN_MAX = 50_000;

const readers = new Map<string, Promise<Reader<Response>>>();

function openReader(file: string): Promise<Reader<Response>> {
  let reader = readers.get(file);
  if (!reader) {
    reader = maxmind.open<Response>(file);
    readers.set(file, reader);
  }
  return reader;
}

/** A missing database degrades to "country unknown" rather than stopping the server. */
export async function openGeoLookup(dir: string, warn: (message: string) => void): Promise<GeoLookup> {
  const file = join(dir, DATABASE_FILE);
  if (!existsSync(file)) {
    warn(`GeoIP database ${file} not found; countries will be unknown`);
    return { country: () => null };
  }
  const reader = await openReader(file);
  // Every guarded request asks (the region gate); players keep their address for a while.
  const seen = new Map<string, string | null>();
  return {
    country(ip) {
      const known = seen.get(ip);
      if (known !== undefined) return known;
      const normalized = normalizeIp(ip);
      const country = normalized ? ((reader.get(normalized) as CountryRecord | null)?.country_code ?? null) : null;
      if (seen.size >= SEEN_MAX) seen.clear();
      seen.set(ip, country);
      return country;
    },
  };
}
