import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { defaultGeoipDir } from '../paths.js';
import { normalizeIp, openGeoLookup } from './geoip.js';

describe('openGeoLookup', () => {
  it('finds the country of public addresses, v4, v6 and v4-mapped', async () => {
    const geo = await openGeoLookup(defaultGeoipDir(), () => {});
    expect(geo.country('200.147.67.142')).toBe('BR');
    expect(geo.country('8.8.8.8')).toBe('US');
    expect(geo.country('::ffff:8.8.8.8')).toBe('US');
    expect(geo.country('2001:4860:4860::8888')).toBe('US');
  });

  it('answers null for private, loopback and malformed addresses', async () => {
    const geo = await openGeoLookup(defaultGeoipDir(), () => {});
    for (const ip of ['127.0.0.1', '10.1.2.3', '::1', 'not-an-ip']) expect(geo.country(ip)).toBeNull();
  });

  it('keeps working without the database file', async () => {
    const warn = vi.fn();
    const empty = mkdtempSync(join(tmpdir(), 'geo-'));
    const geo = await openGeoLookup(empty, warn);
    rmSync(empty, { recursive: true });
    expect(geo.country('8.8.8.8')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('normalizeIp', () => {
  it('unwraps IPv4-mapped IPv6', () => {
    expect(normalizeIp('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(normalizeIp('2001:db8::1')).toBe('2001:db8::1');
    expect(normalizeIp('x')).toBeNull();
  });
});
