import { describe, expect, it } from 'vitest';
import {
  forgetCredential,
  readRememberedCredential,
  rememberCredential,
  updateRememberedPassword,
  type VaultStore,
} from './credential-vault';

function memoryStore(): VaultStore & { items: Map<string, unknown> } {
  const items = new Map<string, unknown>();
  return {
    items,
    get: async (name) => items.get(name),
    set: async (name, value) => {
      items.set(name, value);
    },
    delete: async (name) => {
      items.delete(name);
    },
  };
}

describe('credential vault', () => {
  it('keeps the credential encrypted with a non-extractable key and opens it again', async () => {
    const store = memoryStore();
    await rememberCredential({ username: 'ana_1', password: 'segredo123' }, store);
    const key = store.items.get('remPassKey') as CryptoKey;
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
    const record = store.items.get('remPass') as { c: ArrayBuffer };
    expect(new TextDecoder().decode(record.c)).not.toContain('segredo123');
    expect(localStorage.length).toBe(0);
    await expect(readRememberedCredential(store)).resolves.toEqual({ username: 'ana_1', password: 'segredo123' });
  });

  it('updates the password of the same user only, and forgets', async () => {
    const store = memoryStore();
    await rememberCredential({ username: 'Ana_1', password: 'segredo123' }, store);
    await updateRememberedPassword('someone', 'novasenha1', store);
    expect((await readRememberedCredential(store))?.password).toBe('segredo123');
    await updateRememberedPassword('ana_1', 'novasenha1', store);
    expect((await readRememberedCredential(store))?.password).toBe('novasenha1');
    await forgetCredential(store);
    await expect(readRememberedCredential(store)).resolves.toBeNull();
  });
});
