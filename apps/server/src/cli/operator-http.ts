import type { Config } from '../config.js';
import { resolveOperatorToken } from '../operator-token.js';

/**
 * An operator call to the server running on this machine (PORT) with the
 * token it uses: what the CLI does when the embedded PGlite folder is held
 * by that server (PGlite is single-process).
 */
export async function callRunningServer<T>(config: Config, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const { token } = await resolveOperatorToken(config.operatorToken, config.dataDir);
  const response = await fetch(`http://127.0.0.1:${config.port}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body !== undefined && { 'content-type': 'application/json' }) },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  const body = (await response.json()) as { success: boolean; value?: T; message?: string };
  if (!body.success || body.value === undefined) throw new Error(`the running server refused the call: ${body.message ?? response.status}`);
  return body.value;
}
