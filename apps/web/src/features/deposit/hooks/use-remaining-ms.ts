import { useEffect, useState } from 'react';

const TICK_MS = 500;

/** Milliseconds left until an ISO instant, ticking twice a second; 0 once passed. */
export function useRemainingMs(until: string, running: boolean): number {
  const target = Date.parse(until);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return Number.isNaN(target) ? 0 : Math.max(0, target - now);
}
