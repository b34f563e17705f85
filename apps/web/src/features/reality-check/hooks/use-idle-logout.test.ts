import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useIdleLogout } from './use-idle-logout';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useIdleLogout', () => {
  it('ends the session once after the idle time without input', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLogout(30, onIdle));
    act(() => vi.advanceTimersByTime(30 * MINUTE - 1));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onIdle).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(60 * MINUTE));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('counts each kind of input, so an active member stays', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLogout(30, onIdle));
    const inputs = [
      () => document.dispatchEvent(new Event('pointerdown')),
      () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })),
      () => document.dispatchEvent(new Event('touchstart')),
      // Scroll does not bubble: a list scrolled inside the page counts too.
      () => document.body.appendChild(document.createElement('div')).dispatchEvent(new Event('scroll')),
    ];
    for (const input of inputs) {
      act(() => vi.advanceTimersByTime(25 * MINUTE));
      input();
    }
    act(() => vi.advanceTimersByTime(29 * MINUTE));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1 * MINUTE));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('logs out at once when the tab comes back after the idle time, though its timer slept', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLogout(30, onIdle));
    // The clock moves without the timer firing, as in a suspended tab.
    vi.setSystemTime(Date.now() + 45 * MINUTE);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the jurisdiction does not end idle sessions', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLogout(null, onIdle));
    act(() => vi.advanceTimersByTime(24 * 60 * MINUTE));
    expect(onIdle).not.toHaveBeenCalled();
  });
});
