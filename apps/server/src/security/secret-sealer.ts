import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Second-factor secrets are sealed at rest (AES-256-GCM) with a key derived from the installation's secret
 * (OPERATOR_TOKEN) and what the key is for: a copy of the database alone does not give the second factor, and an
 * operator's sealed secret does not open as a member's. Rotating that secret makes the sealed secrets unreadable;
 * their owners then need the second factor reset (nobody enrols a new factor with a password alone).
 */
export interface SecretSealer {
  seal(plain: string): string;
  open(sealed: string): string | undefined;
}

export type SealPurpose = 'operator-totp-seal' | 'member-totp-seal';

export function createSecretSealer(installationSecret: string, purpose: SealPurpose): SecretSealer {
  const key = createHash('sha256').update(`${purpose}:${installationSecret}`).digest();
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
