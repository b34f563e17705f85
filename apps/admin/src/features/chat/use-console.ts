import { useEffect, useSyncExternalStore } from 'react';
import { consoleSnapshot, retainConsole, subscribeConsole, type ConsoleSnapshot } from './console-connection';

/** The console's pushed state; the socket stays open while any component uses it. */
export function useConsole(): ConsoleSnapshot {
  useEffect(() => retainConsole(), []);
  return useSyncExternalStore(subscribeConsole, consoleSnapshot);
}
