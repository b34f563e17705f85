import { useCallback, useState } from 'react';
import { readStored, writeStored } from '../../../lib/storage';

/** Local choice, kept across visits: a player who hid the balance in public keeps it hidden. */
export const HIDE_BALANCE_KEY = 'hideBalance';

export function useBalanceHidden(): [boolean, () => void] {
  const [hidden, setHidden] = useState(() => readStored(HIDE_BALANCE_KEY) === '1');
  const toggle = useCallback(() => {
    setHidden((value) => {
      writeStored(HIDE_BALANCE_KEY, value ? '0' : '1');
      return !value;
    });
  }, []);
  return [hidden, toggle];
}
