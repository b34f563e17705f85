import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** 192 random bits, base64url, behind a prefix that says what the credential is (`ops_` session, `opk_` API key). */
export function newCredential(prefix: 'ops_' | 'opt_' | 'opk_'): string {
  return `${prefix}${randomBytes(24).toString('base64url')}`;
}

/** Only the SHA-256 of a credential is stored: a leaked table signs nobody in. */
export function credentialHash(credential: string): string {
  return createHash('sha256').update(credential).digest('hex');
}

/**
 * TOTP secrets are sealed at rest (AES-256-GCM) with a key derived from the installation's secret (OPERATOR_TOKEN):
 * a copy of the database alone does not give the second factor. Rotating that secret makes the sealed secrets
 * unreadable; the operators then sign in with a password only to be told to ask an admin for a second-factor reset
 * (nobody enrols a new factor with a password alone).
 */
export interface SecretSealer {
  seal(plain: string): string;
  open(sealed: string): string | undefined;
}

export function createSecretSealer(installationSecret: string): SecretSealer {
  const key = createHash('sha256').update(`operator-totp-seal:${installationSecret}`).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== 'v1' || !iv || !body || !tag) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
