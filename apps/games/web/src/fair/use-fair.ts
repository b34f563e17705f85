import { useCallback, useState } from 'react';
import type { GameApi } from '../api';

export interface FairActive {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}
export interface FairRevealed {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonces: number;
  revealedAt: string | null;
}
export interface FairState {
  active: FairActive;
  revealed: FairRevealed[];
}

/** The player's seed commitment and revealed seeds (GET /api/fair), reloaded with the recall after each bet (the nonce moves). */
export function useFair(api: GameApi, enabled: boolean) {
  const [fair, setFair] = useState<FairState | null>(null);
  const refresh = useCallback(() => {
    if (enabled) api.get<FairState>('/api/fair').then(setFair, () => undefined);
  }, [api, enabled]);
  const rotate = useCallback(
    async (clientSeed: string) => {
      await api.post('/api/fair/rotate', { clientSeed });
      refresh();
    },
    [api, refresh],
  );
  return { fair, refresh, rotate };
}
