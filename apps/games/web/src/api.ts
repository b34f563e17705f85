/** A refusal of the game server: the page shows the translated text of its code. */
export class GameApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
  ) {
    super(code);
  }
}

export function createApi(session: string) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        headers: { authorization: `Bearer ${session}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
    } catch {
      throw new GameApiError('network', 0);
    }
    const answer = (await response.json().catch(() => ({}))) as { success?: boolean; value?: T; errorCode?: string };
    if (!answer.success) throw new GameApiError(answer.errorCode ?? 'system.error', response.status);
    return answer.value as T;
  }
  return { get: <T>(path: string) => call<T>('GET', path), post: <T>(path: string, body: unknown) => call<T>('POST', path, body) };
}
export type GameApi = ReturnType<typeof createApi>;
