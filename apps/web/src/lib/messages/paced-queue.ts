/**
 * Sends queued items one at a time, at least `gapMs` apart (SPEC §9: mark-read
 * throttle 150 ms). Unlike a plain throttle, no item is dropped: two notices
 * opened within 150 ms are both marked, the second 150 ms later. An item
 * already waiting is not queued twice.
 */
export function pacedQueue<T>(send: (item: T) => Promise<unknown>, gapMs: number, now: () => number = Date.now) {
  const waiting: T[] = [];
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pump = () => {
    timer = undefined;
    const item = waiting.shift();
    if (item === undefined) return;
    last = now();
    void send(item).catch(() => undefined);
    if (waiting.length > 0) timer = setTimeout(pump, gapMs);
  };
  return (item: T) => {
    if (waiting.includes(item)) return;
    waiting.push(item);
    if (timer !== undefined) return;
    const wait = last + gapMs - now();
    if (wait <= 0) pump();
    else timer = setTimeout(pump, wait);
  };
}
