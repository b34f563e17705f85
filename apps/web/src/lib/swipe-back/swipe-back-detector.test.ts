import { describe, expect, it } from 'vitest';
import { SWIPE_POP_WINDOW_MS, SwipeBackDetector } from './swipe-back-detector';

describe('SwipeBackDetector', () => {
  it('recognises an edge swipe to the right followed soon by a POP', () => {
    const d = new SwipeBackDetector();
    d.touchStart(8, 300);
    d.touchMove(90, 310, 1_000);
    expect(d.consumeSwipePop(1_000 + SWIPE_POP_WINDOW_MS - 1)).toBe(true);
    // Consumed: the next POP (a plain back button) animates again.
    expect(d.consumeSwipePop(1_100)).toBe(false);
  });

  it('ignores touches that start away from the left edge', () => {
    const d = new SwipeBackDetector();
    d.touchStart(120, 300);
    d.touchMove(300, 300, 1_000);
    expect(d.consumeSwipePop(1_050)).toBe(false);
  });

  it('ignores vertical scrolls and leftward moves from the edge', () => {
    const d = new SwipeBackDetector();
    d.touchStart(10, 300);
    d.touchMove(30, 500, 1_000);
    expect(d.consumeSwipePop(1_050)).toBe(false);
    d.touchStart(10, 300);
    d.touchMove(2, 300, 1_000);
    expect(d.consumeSwipePop(1_050)).toBe(false);
  });

  it('does not claim a POP that comes too late', () => {
    const d = new SwipeBackDetector();
    d.touchStart(5, 300);
    d.touchMove(120, 300, 1_000);
    expect(d.consumeSwipePop(1_000 + SWIPE_POP_WINDOW_MS + 1)).toBe(false);
  });
});
