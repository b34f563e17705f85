import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pacedQueue } from './paced-queue';

describe('pacedQueue', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('sends the first item at once and the next ones 150 ms apart, none dropped or doubled', () => {
    const sent: Array<[number, number]> = [];
    const push = pacedQueue((id: number) => Promise.resolve(sent.push([id, Date.now()])), 150);
    const start = Date.now();
    push(1);
    push(2);
    push(2);
    push(3);
    expect(sent.map(([id]) => id)).toEqual([1]);
    vi.advanceTimersByTime(150);
    expect(sent.map(([id]) => id)).toEqual([1, 2]);
    vi.advanceTimersByTime(150);
    expect(sent.map(([id, at]) => [id, at - start])).toEqual([
      [1, 0],
      [2, 150],
      [3, 300],
    ]);
  });
});
