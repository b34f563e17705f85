import { createHash, createHmac, randomBytes } from 'node:crypto';
import { BACKUP_CODE_COUNT } from '@app/contract';
import { createSecretSealer, type SecretSealer } from '../../security/secret-sealer.js';

/** What the member's second factor is kept with: the TOTP secret sealed, the backup codes hashed with a key. */
export interface TwoFactorKeys {
  sealer: SecretSealer;
  /** HMAC key of the backup codes: a copy of the database alone cannot test guesses against their hashes. */
  codeKey: Buffer;
}

/** Both keys come from the installation's secret (OPERATOR_TOKEN), each for its own purpose. */
export function createTwoFactorKeys(installationSecret: string): TwoFactorKeys {
  return {
    sealer: createSecretSealer(installationSecret, 'member-totp-seal'),
    codeKey: createHash('sha256').update(`member-backup-codes:${installationSecret}`).digest(),
  };
}

/** Crockford's base32 in lower case: no i, l, o or u to misread. 32 symbols, so a byte's low 5 bits pick one evenly. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** Ten symbols (50 random bits) shown as `abcde-12345`. */
function newBackupCode(): string {
  const symbols = [...randomBytes(10)].map((byte) => ALPHABET[byte & 31]).join('');
  return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
}

export function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
}

/** As typed: any case, with or without the dash; the letters people mistake for digits read as those digits. */
export function normalizeBackupCode(code: string): string {
  return code.toLowerCase().replace(/-/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
}

/** Salted with the member: the same code of two members hashes differently. */
export function backupCodeHash(keys: TwoFactorKeys, memberId: number, code: string): string {
  return createHmac('sha256', keys.codeKey)
    .update(`${memberId}:${normalizeBackupCode(code)}`)
    .digest('hex');
}

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);
