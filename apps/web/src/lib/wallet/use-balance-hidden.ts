import { useCallback, useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../storage';

/** Local choice, kept across visits: a player who hid the balance in public keeps it hidden. */
export const HIDE_BALANCE_KEY = 'hideBalance';

/**
 * The stored choice is the one source: every balance card (sidebar, member
 * centre) reads it, so hiding the balance in one hides it in the other at once.
 */
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** Where storage is blocked (private mode) the choice lasts while the page is open. */
let unstoredHidden = false;
const readHidden = () => {
  const stored = readStored(HIDE_BALANCE_KEY);
  return stored === null ? unstoredHidden : stored === '1';
};

export function useBalanceHidden(): [boolean, () => void] {
  const hidden = useSyncExternalStore(subscribe, readHidden);
  const toggle = useCallback(() => {
    const next = !readHidden();
    writeStored(HIDE_BALANCE_KEY, next ? '1' : '0');
    if (readStored(HIDE_BALANCE_KEY) === null) unstoredHidden = next;
    listeners.forEach((listener) => listener());
  }, []);
  return [hidden, toggle];
}
