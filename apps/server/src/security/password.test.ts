import { describe, expect, it } from 'vitest';
import { hashPassword, verifyDummy, verifyPassword } from './password.js';

describe('passwords', () => {
  it('hashes with argon2id and the OWASP parameters', async () => {
    const stored = await hashPassword('segredo123');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'segredo123')).toBe(true);
    expect(await verifyPassword(stored, 'segredo124')).toBe(false);
  });

  it('accepts long passphrases and treats a broken hash as a mismatch', async () => {
    const long = 'p'.repeat(128);
    expect(await verifyPassword(await hashPassword(long), long)).toBe(true);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyDummy('anything')).toBe(false);
  });
});
