/**
 * Cloudflare Turnstile and hCaptcha check a widget's token the same way
 * (their documented siteverify API): POST form-encoded `secret`, `response`
 * and optionally `remoteip`; the answer is JSON `{ success, "error-codes" }`.
 * Each token is accepted once by the provider itself (a second check answers
 * `timeout-or-duplicate`), so nothing is stored here.
 */
export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
export const HCAPTCHA_VERIFY_URL = 'https://api.hcaptcha.com/siteverify';

export interface SiteverifyOptions {
  verifyUrl: string;
  secret: string;
  timeoutMs: number;
}

/** passed: the token is good; refused: it is not; unavailable: the provider gave no usable answer (never a pass). */
export type SiteverifyVerdict = 'passed' | 'refused' | 'unavailable';

/**
 * Failures that are not the visitor's: the provider's own (Turnstile's
 * internal-error) or our configuration's (a wrong secret). The visitor is
 * told the check is unavailable, not that they failed it.
 */
const PROVIDER_FAULTS = new Set(['internal-error', 'missing-input-secret', 'invalid-input-secret', 'sitekey-secret-mismatch']);
/** Tokens are at most 2048 characters (Turnstile's documented limit). */
const MAX_TOKEN_LENGTH = 2_048;

export async function siteverify(options: SiteverifyOptions, token: string, remoteIp: string): Promise<SiteverifyVerdict> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return 'refused';
  let response: Response;
  try {
    response = await fetch(options.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: options.secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch {
    return 'unavailable';
  }
  if (!response.ok) return 'unavailable';
  const body = (await response.json().catch(() => null)) as { success?: unknown; 'error-codes'?: unknown } | null;
  if (typeof body?.success !== 'boolean') return 'unavailable';
  if (body.success) return 'passed';
  const codes = Array.isArray(body['error-codes']) ? body['error-codes'] : [];
  return codes.some((code) => PROVIDER_FAULTS.has(String(code))) ? 'unavailable' : 'refused';
}
