import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
const PERIOD_S = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, issuer: string, account: string): string {
  return generateURI({ issuer, label: account, secret });
}

/**
 * Checks a code against the current step and the one before (a code typed as the step turns), never a step at or
 * before `afterStep`: a code is good once (RFC 6238 §5.2). Returns the accepted step, or undefined.
 */
export async function checkTotp(secret: string, code: string, nowMs: number, afterStep: number | null): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: [PERIOD_S, 0],
    ...(afterStep !== null && { afterTimeStep: afterStep }),
  });
  // The TOTP result carries its step; the union type also covers HOTP's, which has none.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
