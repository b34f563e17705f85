/** A function that runs `fn` once calls have stopped for `waitMs`. */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), waitMs);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}

/**
 * Runs `fn` at once, then at most once per `waitMs`. With `trailing`, the
 * last call of a busy window still runs when the window ends (a scroll that
 * stops near the bottom must still load); without, it is dropped (a second
 * search submit within a second).
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
  { trailing = false, now = Date.now }: { trailing?: boolean; now?: () => number } = {},
): Debounced<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | null = null;
  const run = (args: A) => {
    last = now();
    pending = null;
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + waitMs - now();
    if (wait <= 0) {
      clearTimeout(timer);
      timer = undefined;
      run(args);
      return;
    }
    if (!trailing) return;
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      if (pending) run(pending);
    }, wait);
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = null;
  };
  return throttled;
}
