import { useEffect, useState } from 'react';

/** SPEC §9 search debounce: a typed filter is applied 600 ms after the last key. */
export const FILTER_DEBOUNCE_MS = 600;

export function useDebounced<T>(value: T, delayMs = FILTER_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
