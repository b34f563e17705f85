import { createHash, randomBytes } from 'node:crypto';

/** 192 random bits, base64url, behind a prefix that says what the credential is (`ops_` session, `opk_` API key). */
export function newCredential(prefix: 'ops_' | 'opt_' | 'opk_'): string {
  return `${prefix}${randomBytes(24).toString('base64url')}`;
}

/** Only the SHA-256 of a credential is stored: a leaked table signs nobody in. */
export function credentialHash(credential: string): string {
  return createHash('sha256').update(credential).digest('hex');
}
