import { useSyncExternalStore } from 'react';
import { isStandalone, subscribeStandalone } from './standalone';

export function useStandalone(): boolean {
  return useSyncExternalStore(subscribeStandalone, isStandalone, () => false);
}
