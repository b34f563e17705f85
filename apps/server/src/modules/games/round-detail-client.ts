import { providerRoundDetailSchema, type ProviderRoundDetail } from '@app/contract';
import type { GamesConfig } from './games.config.js';

const TIMEOUT_MS = 5_000;

/** What decided a round, asked of the provider that played it; null when it cannot say. */
export type RoundDetailSource = (playerId: string, roundId: string) => Promise<ProviderRoundDetail | null>;

/**
 * The in-house game server's account of one of its rounds (its operator call /operator/rounds/:id). The record's own
 * line (stake, win, time) is the platform's, so a server that is not connected, slow or down costs only the extra
 * facts: null, never an error page.
 */
export function createRoundDetailSource(config: Omit<GamesConfig, 'publicUrl'> & { publicUrl?: string }): RoundDetailSource {
  return async (playerId, roundId) => {
    const base = config.operatorUrl ?? config.publicUrl;
    if (!config.operatorToken || !base) return null;
    try {
      const url = `${base}/operator/rounds/${encodeURIComponent(roundId)}?playerId=${encodeURIComponent(playerId)}`;
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${config.operatorToken}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) return null;
      const answer = (await response.json()) as { success?: boolean; value?: unknown };
      const parsed = providerRoundDetailSchema.safeParse(answer.value);
      return answer.success && parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };
}
