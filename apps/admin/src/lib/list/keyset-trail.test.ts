import { describe, expect, it } from 'vitest';
import { back, currentCursor, firstPage, forward, pageNumber } from './keyset-trail';

describe('keyset trail', () => {
  it('walks forward with the next cursors and back to where it was', () => {
    let trail = firstPage();
    expect(currentCursor(trail)).toBeUndefined();
    trail = forward(trail, 120);
    trail = forward(trail, 70);
    expect(pageNumber(trail)).toBe(3);
    expect(currentCursor(trail)).toBe(70);
    trail = back(trail);
    expect(currentCursor(trail)).toBe(120);
    trail = back(back(trail));
    expect(trail).toEqual([undefined]);
    expect(pageNumber(trail)).toBe(1);
  });
});
