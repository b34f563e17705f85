import { describe, expect, it } from 'vitest';
import { clientRoutes } from '@app/contract';
import { routeForPath } from './current-route';
import { routePath } from './route-path';

describe('routeForPath', () => {
  it('resolves every path and alias of the contract table to its route', () => {
    for (const route of clientRoutes) {
      for (const path of [route.path, ...(route.aliases ?? [])]) expect(routeForPath(path)?.id, path).toBe(route.id);
    }
  });

  it('matches like React Router (trailing slash) and leaves unknown paths to the catch-all', () => {
    expect(routeForPath('/m/notice/')?.id).toBe('notice');
    expect(routeForPath('/m/does-not-exist')).toBeUndefined();
    expect(routeForPath('/m/home/extra')).toBeUndefined();
  });
});

describe('routePath', () => {
  it('gives the path of a route id and refuses unknown ids', () => {
    expect(routePath('voucherCenter')).toBe('/m/voucherCenter');
    expect(() => routePath('nope')).toThrow();
  });
});
