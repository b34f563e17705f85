import { describe, expect, it } from 'vitest';
import { isFooterItemActive } from './footer-active';
import { agentFooterItems, memberFooterItems } from './footer-items';

const item = (name: string) => {
  const found = [...memberFooterItems, ...agentFooterItems].find((i) => i.name === name);
  if (!found) throw new Error(name);
  return found;
};

describe('isFooterItemActive', () => {
  it('lights home on each of the six home paths only', () => {
    for (const path of ['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html']) {
      expect(isFooterItemActive(item('home'), path), path).toBe(true);
    }
    expect(isFooterItemActive(item('home'), '/m/notice')).toBe(false);
  });

  it('lights other items on their own path, ignoring the query', () => {
    expect(isFooterItemActive(item('deposit'), '/m/voucherCenter')).toBe(true);
    expect(isFooterItemActive(item('announcements'), '/m/member/notice')).toBe(true);
  });
});
