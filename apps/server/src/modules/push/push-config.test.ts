import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { resolveVapidKeys } from './vapid-keys.js';

const dir = mkdtempSync(join(tmpdir(), 'vapid-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('VAPID keys', () => {
  it('are generated once into the data folder, readable by the owner only, and the same at the next start', async () => {
    const { push } = loadConfig({ DATA_DIR: dir }, '/');
    expect(push.keys).toEqual({ kind: 'data-folder', file: join(dir, 'vapid-keys.json') });
    const [first, concurrent] = await Promise.all([resolveVapidKeys(push.keys), resolveVapidKeys(push.keys)]);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(concurrent).toEqual(first);
    expect(statSync(join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(await resolveVapidKeys(push.keys)).toEqual(first);
  });

  it('refuses a damaged key file rather than replacing the pair browsers are subscribed to', async () => {
    const file = join(dir, 'damaged.json');
    writeFileSync(file, '{"publicKey":"x"}');
    await expect(resolveVapidKeys({ kind: 'data-folder', file })).rejects.toThrow(/no usable VAPID key pair/);
  });

  it('takes the configured pair, and refuses PUSH_VAPID_KEYS=env without it', () => {
    const pair = { PUSH_VAPID_PUBLIC_KEY: `B${'p'.repeat(86)}`, PUSH_VAPID_PRIVATE_KEY: 'k'.repeat(43) };
    expect(loadConfig(pair).push.keys).toEqual({
      kind: 'env',
      pair: { publicKey: pair.PUSH_VAPID_PUBLIC_KEY, privateKey: pair.PUSH_VAPID_PRIVATE_KEY },
    });
    expect(() => loadConfig({ PUSH_VAPID_KEYS: 'env' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUSH_VAPID_KEYS: 'env' })).toThrow(/PUSH_VAPID_PRIVATE_KEY: required with `PUSH_VAPID_KEYS=env`/);
    expect(() => loadConfig({ PUSH_VAPID_PUBLIC_KEY: 'short' })).toThrow(/PUSH_VAPID_PUBLIC_KEY/);
  });
});
