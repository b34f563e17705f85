import type { RegionRule } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { isRefusedByRegionRule } from './region-rule.js';

const rule = (mode: RegionRule['mode'], countries: string[] = [], cidrs: string[] = []): RegionRule => ({
  mode,
  countries,
  cidrs,
});

describe('isRefusedByRegionRule', () => {
  it('refuses nobody when off', () => {
    expect(isRefusedByRegionRule(rule('off', ['BR'], ['0.0.0.0/0']), '1.2.3.4', 'BR')).toBe(false);
  });

  it('deny refuses listed countries and ranges only', () => {
    const deny = rule('deny', ['US'], ['10.0.0.0/8', '2001:db8::/32', '192.0.2.7']);
    expect(isRefusedByRegionRule(deny, '8.8.8.8', 'US')).toBe(true);
    expect(isRefusedByRegionRule(deny, '10.20.30.40', null)).toBe(true);
    expect(isRefusedByRegionRule(deny, '::ffff:10.20.30.40', null)).toBe(true);
    expect(isRefusedByRegionRule(deny, '2001:db8::5', null)).toBe(true);
    expect(isRefusedByRegionRule(deny, '192.0.2.7', null)).toBe(true);
    expect(isRefusedByRegionRule(deny, '192.0.2.8', null)).toBe(false);
    expect(isRefusedByRegionRule(deny, '200.1.1.1', 'BR')).toBe(false);
  });

  it('allow lets in only listed countries and ranges; unknown countries stay out', () => {
    const allow = rule('allow', ['BR'], ['127.0.0.0/8']);
    expect(isRefusedByRegionRule(allow, '200.147.67.142', 'BR')).toBe(false);
    expect(isRefusedByRegionRule(allow, '127.0.0.1', null)).toBe(false);
    expect(isRefusedByRegionRule(allow, '8.8.8.8', 'US')).toBe(true);
    expect(isRefusedByRegionRule(allow, '10.0.0.1', null)).toBe(true);
  });

  it('matches an IPv4-mapped range against IPv4 clients', () => {
    expect(isRefusedByRegionRule(rule('deny', [], ['::ffff:10.0.0.0/104']), '10.9.9.9', null)).toBe(true);
  });

  it('does not mix address families', () => {
    expect(isRefusedByRegionRule(rule('deny', [], ['::/0']), '1.2.3.4', null)).toBe(false);
    expect(isRefusedByRegionRule(rule('deny', [], ['0.0.0.0/0']), '2001:db8::1', null)).toBe(false);
  });
});
