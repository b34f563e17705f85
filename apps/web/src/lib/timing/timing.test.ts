import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, throttle } from './timing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('runs once with the last arguments after the calls stop for the wait', () => {
    const fn = vi.fn();
    const d = debounce(fn, 600);
    d('a');
    vi.advanceTimersByTime(400);
    d('ab');
    vi.advanceTimersByTime(599);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('ab');
  });

  it('can be cancelled', () => {
    const fn = vi.fn();
    const d = debounce(fn, 250);
    d();
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('throttle', () => {
  it('runs the first call at once and drops the rest of the window without trailing', () => {
    const fn = vi.fn();
    const t = throttle(fn, 1000);
    t('first');
    t('second');
    vi.advanceTimersByTime(999);
    t('third');
    expect(fn.mock.calls).toEqual([['first']]);
    vi.advanceTimersByTime(1);
    t('fourth');
    expect(fn.mock.calls).toEqual([['first'], ['fourth']]);
  });

  it('with trailing, runs the last call of a busy window when the window ends', () => {
    const fn = vi.fn();
    const t = throttle(fn, 1000, { trailing: true });
    t(1);
    vi.advanceTimersByTime(300);
    t(2);
    t(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(700);
    expect(fn.mock.calls).toEqual([[1], [3]]);
    vi.advanceTimersByTime(5000);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
