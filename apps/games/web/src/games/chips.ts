import { useState } from 'react';
import { fromMinor, toMinor } from './money';

/**
 * Chips on the spots of a table: tapping a spot puts the chosen chip there,
 * tapping it again with the same chip takes it off (every bet is one chip the
 * game offers).
 */
export function useChips() {
  const [chips, setChips] = useState(new Map<string, string>());
  const toggle = (key: string, chip: string) =>
    setChips((current) => {
      const next = new Map(current);
      if (next.get(key) === chip) next.delete(key);
      else next.set(key, chip);
      return next;
    });
  const total = fromMinor([...chips.values()].reduce((sum, c) => sum + toMinor(c), 0n));
  return { chips, toggle, clear: () => setChips(new Map()), total };
}
