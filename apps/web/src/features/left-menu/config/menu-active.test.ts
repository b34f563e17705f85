import { describe, expect, it } from 'vitest';
import { isMenuItemActive } from './menu-active';

describe('isMenuItemActive', () => {
  it('lights the current item, and RNG for the RNG-based shortcuts', () => {
    expect(isMenuItemActive('LIVE', 'LIVE')).toBe(true);
    for (const c of ['CRASH', 'PP', 'FC', 'JDB', 'TA']) expect(isMenuItemActive('RNG', c), c).toBe(true);
    expect(isMenuItemActive('RNG', 'LIVE')).toBe(false);
    expect(isMenuItemActive('PGE', 'CRASH')).toBe(false);
  });
});
