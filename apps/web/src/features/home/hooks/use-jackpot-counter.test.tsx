import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useJackpotCounter } from './use-jackpot-counter';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useJackpotCounter', () => {
  it('adds one step after its delay, then schedules the next', () => {
    // Draws: start 0.5; then per step the delay draw and the increment draw.
    const draws = [0.5, 0, 0, 0.9999, 0.9999];
    const random = () => draws.shift() ?? 0;
    const { result } = renderHook(() => useJackpotCounter(random));
    expect(result.current).toBe(1_250_000_000);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current).toBe(1_250_000_000);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(1_250_000_100);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current).toBe(1_250_000_100);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(1_250_000_600);
  });
});
