import { useEffect, useState } from 'react';

/** SPEC §4: the SMS button ticks every 500 ms until the server's expiration time. */
export const COUNTDOWN_TICK_MS = 500;

/** Seconds left until `until` (epoch ms), 0 when none or passed. */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}
