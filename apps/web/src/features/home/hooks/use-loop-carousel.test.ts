import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realIndex, settlePosition, useLoopCarousel } from './use-loop-carousel';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('looping carousel', () => {
  it('settles a clone onto the real slide it shows', () => {
    expect(settlePosition(4, 3)).toBe(1);
    expect(settlePosition(0, 3)).toBe(3);
    expect(settlePosition(2, 3)).toBe(2);
    expect([0, 1, 2, 3, 4].map((p) => realIndex(p, 3))).toEqual([2, 0, 1, 2, 0]);
  });

  it('autoplays every 5000 ms, each slide taking 1000 ms, and wraps from the last to the first', () => {
    const { result } = renderHook(() => useLoopCarousel(3, { autoplayMs: 5000, speedMs: 1000 }));
    expect(result.current).toMatchObject({ loops: true, position: 1, index: 0, animating: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toMatchObject({ position: 2, index: 1, animating: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.animating).toBe(false);
    act(() => vi.advanceTimersByTime(5000));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ position: 3, index: 2, animating: false });
    act(() => vi.advanceTimersByTime(5000));
    // Onto the clone of the first slide, then back to the real first without animation.
    expect(result.current).toMatchObject({ position: 4, index: 0, animating: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ position: 1, index: 0, animating: false });
  });

  it('neither loops nor plays with a single banner', () => {
    const { result } = renderHook(() => useLoopCarousel(1, { autoplayMs: 5000, speedMs: 1000 }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current).toMatchObject({ loops: false, position: 0, index: 0, animating: false });
    act(() => result.current.go(1));
    expect(result.current.position).toBe(0);
  });

  it('waits while paused (a finger on the banner)', () => {
    const { result } = renderHook(() => useLoopCarousel(2, { autoplayMs: 5000, speedMs: 1000 }));
    act(() => result.current.setPaused(true));
    act(() => vi.advanceTimersByTime(12_000));
    expect(result.current.position).toBe(1);
    act(() => result.current.setPaused(false));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.position).toBe(2);
  });
});
