import { useEffect, useState } from 'react';

/** `value`, updated only once it has stayed the same for `waitMs`. */
export function useDebouncedValue<T>(value: T, waitMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return undefined;
    const timer = setTimeout(() => setSettled(value), waitMs);
    return () => clearTimeout(timer);
  }, [value, settled, waitMs]);
  return settled;
}
