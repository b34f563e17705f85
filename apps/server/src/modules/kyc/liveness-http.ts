import { createHash } from 'node:crypto';
import { LivenessUnavailable, type LivenessCheck, type LivenessResult } from './liveness-check.js';

export interface LivenessHttpOptions {
  /** Base URL of the provider's session API. */
  url: string;
  apiKey: string;
  minScore: number;
  /** Where the provider sends the player back after the capture (the site's identity page); none: the provider's default. */
  returnUrl?: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** An opaque reference of the member for the provider: no CPF, name or id of ours leaves. */
export function livenessReference(merchantId: number, memberId: number, apiKey: string): string {
  return createHash('sha256').update(`${apiKey}:${merchantId}:${memberId}`).digest('hex').slice(0, 32);
}

/**
 * A liveness provider behind our documented session API (KYC_LIVENESS=http; docs/decisions/player-protection.md), the
 * shape AWS Rekognition Face Liveness, Unico and idwall share, so a thin bridge fits any of them:
 * `POST <url>/sessions` `{reference, returnUrl}` → `{sessionId, captureUrl}`;
 * `GET <url>/sessions/{id}` → `{status: CREATED|IN_PROGRESS|SUCCEEDED|FAILED|EXPIRED, confidence: 0..100|null}`,
 * both with `Authorization: Bearer <KYC_LIVENESS_API_KEY>`. A session passes when it SUCCEEDED with a confidence of at
 * least KYC_LIVENESS_MIN_SCORE.
 */
export function httpLiveness(options: LivenessHttpOptions): LivenessCheck {
  const doFetch = options.fetch ?? fetch;
  const base = options.url.replace(/\/$/, '');
  const headers = { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json', accept: 'application/json' };

  async function call(path: string, init: RequestInit): Promise<unknown> {
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, { ...init, headers, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
    } catch (error) {
      throw new LivenessUnavailable((error as Error).name === 'TimeoutError' ? 'timeout' : 'down');
    }
    if (res.status === 404) return null;
    if (!res.ok) throw new LivenessUnavailable(`status ${res.status}`);
    return res.json().catch(() => {
      throw new LivenessUnavailable('malformed');
    });
  }

  return {
    name: 'http',
    async startSession({ merchantId, memberId }) {
      const body = { reference: livenessReference(merchantId, memberId, options.apiKey), returnUrl: options.returnUrl };
      const answer = (await call('/sessions', { method: 'POST', body: JSON.stringify(body) })) as {
        sessionId?: unknown;
        captureUrl?: unknown;
      };
      if (
        typeof answer?.sessionId !== 'string' ||
        !/^[A-Za-z0-9-]{8,64}$/.test(answer.sessionId) ||
        typeof answer.captureUrl !== 'string'
      ) {
        throw new LivenessUnavailable('malformed');
      }
      if (!/^https:\/\//.test(answer.captureUrl)) throw new LivenessUnavailable('malformed');
      return { sessionId: answer.sessionId, captureUrl: answer.captureUrl };
    },
    async result(sessionId): Promise<LivenessResult> {
      const answer = (await call(`/sessions/${encodeURIComponent(sessionId)}`, { method: 'GET' })) as {
        status?: unknown;
        confidence?: unknown;
      } | null;
      if (answer === null || answer.status === 'EXPIRED') return { status: 'expired' };
      if (answer.status === 'CREATED' || answer.status === 'IN_PROGRESS') return { status: 'pending' };
      const score = typeof answer.confidence === 'number' ? Math.max(0, Math.min(100, Math.round(answer.confidence))) : 0;
      if (answer.status === 'SUCCEEDED') return { status: 'complete', passed: score >= options.minScore, score };
      if (answer.status === 'FAILED') return { status: 'complete', passed: false, score };
      throw new LivenessUnavailable('malformed');
    },
  };
}
