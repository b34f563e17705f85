import { useCallback, useState } from 'react';
import { GameApiError } from '../api';
import type { EngineViewProps } from './engine-view';

/** A round answer every game returns: the balance once the win is confirmed. */
export interface RoundAnswer {
  roundId: string;
  stake: string;
  win: string;
  balance: string | null;
  settled: boolean;
}

/** Posts a play, keeps its answer, error and busy state; the header balance and the recall follow once the outcome is shown. */
export function useRound<A extends RoundAnswer>({
  api,
  setBalance,
  refreshHistory,
}: Pick<EngineViewProps, 'api' | 'setBalance' | 'refreshHistory'>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const play = useCallback(
    async (path: string, body: unknown): Promise<A | null> => {
      setBusy(true);
      setError('');
      try {
        return await api.post<A>(path, body);
      } catch (e) {
        setError(e instanceof GameApiError ? e.code : 'system.error');
        setBusy(false);
        return null;
      }
    },
    [api],
  );
  /** Called when the animation has shown the outcome. */
  const done = useCallback(
    (answer: RoundAnswer | null) => {
      if (answer?.balance) setBalance(answer.balance);
      setBusy(false);
      refreshHistory();
    },
    [setBalance, refreshHistory],
  );
  return { busy, error, setError, play, done };
}
