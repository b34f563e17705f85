import { describe, expect, it } from 'vitest';
import { back, currentCursor, forward, pageNumber, startTrail } from './cursor-trail';

describe('cursor trail', () => {
  it('starts on page 1 without a cursor', () => {
    const trail = startTrail('q1');
    expect(currentCursor(trail, 'q1')).toBeUndefined();
    expect(pageNumber(trail, 'q1')).toBe(1);
  });

  it('walks forward with each next and back one page at a time', () => {
    let trail = forward(startTrail('q1'), 'q1', 'c2');
    trail = forward(trail, 'q1', 'c3');
    expect([currentCursor(trail, 'q1'), pageNumber(trail, 'q1')]).toEqual(['c3', 3]);
    trail = back(trail, 'q1');
    expect([currentCursor(trail, 'q1'), pageNumber(trail, 'q1')]).toEqual(['c2', 2]);
    trail = back(back(trail, 'q1'), 'q1');
    expect([currentCursor(trail, 'q1'), pageNumber(trail, 'q1')]).toEqual([undefined, 1]);
  });

  it('forgets the cursors of another query at once', () => {
    const trail = forward(forward(startTrail('q1'), 'q1', 'c2'), 'q1', 'c3');
    expect(currentCursor(trail, 'q2')).toBeUndefined();
    expect(pageNumber(trail, 'q2')).toBe(1);
    expect(forward(trail, 'q2', 'd2')).toEqual({ key: 'q2', cursors: ['d2'] });
    expect(back(trail, 'q2')).toEqual({ key: 'q2', cursors: [] });
  });
});
