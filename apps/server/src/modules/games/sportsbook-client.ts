import type { SportFixture } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { GamesConfig } from './games.config.js';

const TIMEOUT_MS = 15_000;

/** The game server's refusals as the back office reads them. */
const refusals: Record<string, AppError['code']> = {
  'match.closed': 'sportsbook.fixture.closed',
  'not.found': 'sportsbook.fixture.not.found',
  'request.invalid': 'request.invalid',
};

/**
 * The in-house sportsbook's operator calls, made by the platform for the back office: the book (fixtures, odds,
 * results and the settlement of its bets through the seamless wallet) lives in the game server, as any game
 * provider's does; the platform only relays what its operator decided, after checking permission and input.
 */
export function createSportsbookClient(config: GamesConfig) {
  async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
    // Not connected is how this installation is set up, not a fault: a 409 the screen explains.
    if (!config.operatorToken) throw new AppError('sportsbook.not.configured');
    let response: Response;
    try {
      response = await fetch(`${config.operatorUrl ?? config.publicUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${config.operatorToken}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new AppError('sportsbook.unavailable');
    }
    const answer = (await response.json().catch(() => null)) as { success?: boolean; value?: T; errorCode?: string } | null;
    if (response.ok && answer?.success) return answer.value as T;
    const known = answer?.errorCode ? refusals[answer.errorCode] : undefined;
    // A wrong token or a fault of the game server is not the operator's doing: the book is unavailable to them.
    throw new AppError(known ?? 'sportsbook.unavailable');
  }

  const fixturePath = (id: string, action: string) => `/operator/sports/fixtures/${encodeURIComponent(id)}/${action}`;
  return {
    list: () => call<SportFixture[]>('GET', '/operator/sports/fixtures'),
    create: (fixture: Record<string, unknown>) => call<SportFixture>('POST', '/operator/sports/fixtures', fixture),
    reprice: (id: string, odds: Record<string, unknown>) => call<SportFixture>('PUT', fixturePath(id, 'odds'), odds),
    result: (id: string, result: string) => call<SportFixture>('POST', fixturePath(id, 'result'), { result }),
    void: (id: string) => call<SportFixture>('POST', fixturePath(id, 'void'), {}),
  };
}
export type SportsbookClient = ReturnType<typeof createSportsbookClient>;
