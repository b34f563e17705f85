import { useEffect, useState } from 'react';
import { jackpotStart, jackpotStep } from '../config/jackpot';

/** The jackpot counter's value, rising by SPEC §2's random steps while mounted. */
export function useJackpotCounter(random: () => number = Math.random): number {
  const [value, setValue] = useState(() => jackpotStart(random));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const { delayMs, increment } = jackpotStep(random);
      timer = setTimeout(() => {
        setValue((v) => v + increment);
        schedule();
      }, delayMs);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [random]);
  return value;
}
