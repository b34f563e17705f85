import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import webpush from 'web-push';
import type { PushSettings, VapidKeys } from './push.config.js';

const isPair = (value: unknown): value is VapidKeys =>
  typeof value === 'object' &&
  value !== null &&
  /^[A-Za-z0-9_-]{87}$/.test(String((value as VapidKeys).publicKey)) &&
  /^[A-Za-z0-9_-]{43}$/.test(String((value as VapidKeys).privateKey));

/**
 * The configured VAPID pair, or one generated once into the data folder. Like the operator token, the file is the
 * owner's only, and written with 'wx' so two processes starting together keep one pair.
 */
export async function resolveVapidKeys(keys: PushSettings['keys']): Promise<VapidKeys> {
  if (keys.kind === 'env') return keys.pair;
  await mkdir(dirname(keys.file), { recursive: true, mode: 0o700 });
  const fresh = webpush.generateVAPIDKeys();
  try {
    await writeFile(keys.file, `${JSON.stringify(fresh)}\n`, { flag: 'wx', mode: 0o600 });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  await chmod(keys.file, 0o600);
  const stored: unknown = JSON.parse(await readFile(keys.file, 'utf8'));
  if (!isPair(stored)) throw new Error(`${keys.file} holds no usable VAPID key pair; delete it to generate a new one`);
  return stored;
}

/** Resolved on first use, once: a process that never sends a push never writes the file. */
export function lazyVapidKeys(keys: PushSettings['keys']): () => Promise<VapidKeys> {
  let pending: Promise<VapidKeys> | undefined;
  return () => {
    pending ??= resolveVapidKeys(keys).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
