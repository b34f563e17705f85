/**
 * Remember-password (SPEC §3 remPass): the credential stays on this device,
 * encrypted with an AES-GCM key that WebCrypto will not export. The key and
 * the ciphertext live in IndexedDB (structured clone keeps the key opaque);
 * nothing readable goes to localStorage.
 */
export interface RememberedCredential {
  username: string;
  password: string;
}

interface SealedRecord {
  iv: Uint8Array<ArrayBuffer>;
  c: ArrayBuffer;
}

/** Where the key and the sealed record are kept; IndexedDB in the browser. */
export interface VaultStore {
  get: (name: string) => Promise<unknown>;
  set: (name: string, value: unknown) => Promise<void>;
  delete: (name: string) => Promise<void>;
}

const DB_NAME = 'mc-vault';
const STORE = 'items';
const KEY_NAME = 'remPassKey';
const RECORD_NAME = 'remPass';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  return openDb().then((db) =>
    new Promise<T>((resolve, reject) => {
      const request = action(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result as T);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB failed'));
    }).finally(() => db.close()),
  );
}

export const indexedDbStore: VaultStore = {
  get: (name) => run('readonly', (store) => store.get(name)),
  set: (name, value) => run('readwrite', (store) => store.put(value, name)),
  delete: (name) => run('readwrite', (store) => store.delete(name)),
};

function isSealedRecord(value: unknown): value is SealedRecord {
  return typeof value === 'object' && value !== null && 'iv' in value && 'c' in value;
}

async function vaultKey(store: VaultStore): Promise<CryptoKey> {
  const existing = await store.get(KEY_NAME);
  if (existing instanceof CryptoKey) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await store.set(KEY_NAME, key);
  return key;
}

export async function rememberCredential(credential: RememberedCredential, store: VaultStore = indexedDbStore): Promise<void> {
  const key = await vaultKey(store);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const c = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(JSON.stringify(credential)));
  await store.set(RECORD_NAME, { iv, c } satisfies SealedRecord);
}

/** The remembered credential, or null when none is stored or it cannot be opened. */
export async function readRememberedCredential(store: VaultStore = indexedDbStore): Promise<RememberedCredential | null> {
  try {
    const record = await store.get(RECORD_NAME);
    const key = await store.get(KEY_NAME);
    if (!isSealedRecord(record) || !(key instanceof CryptoKey)) return null;
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: record.iv }, key, record.c);
    const value = JSON.parse(new TextDecoder().decode(plain)) as Partial<RememberedCredential>;
    if (typeof value.username !== 'string' || typeof value.password !== 'string') return null;
    return { username: value.username, password: value.password };
  } catch {
    return null;
  }
}

export async function forgetCredential(store: VaultStore = indexedDbStore): Promise<void> {
  try {
    await store.delete(RECORD_NAME);
  } catch {
    // No IndexedDB: nothing was stored.
  }
}

/** After a password change (SPEC §4): the remembered password follows, if one is stored for that user. */
export async function updateRememberedPassword(username: string, password: string, store: VaultStore = indexedDbStore): Promise<void> {
  const current = await readRememberedCredential(store);
  if (current && current.username.toLowerCase() === username.toLowerCase())
    await rememberCredential({ username: current.username, password }, store);
}
