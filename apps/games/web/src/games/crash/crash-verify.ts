import { crashCentsOf } from '../../../../src/engines/crash/crash-formula';

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
const bytesOf = (text: string) => new Uint8Array(text.match(/../g)!.map((pair) => parseInt(pair, 16)));

export interface CrashCheck {
  crashCents: number;
  /** The round's number in its chain (how many hashes forward reach the terminating hash), or null when it never does. */
  steps: number | null;
}

/**
 * Checks a revealed round hash in the browser (WebCrypto SHA-256): its crash
 * point by the published formula, and whether hashing it forward reaches the
 * terminating hash within `maxSteps`. Yields to the page every few thousand
 * hashes so a long chain does not freeze it.
 */
export async function checkCrashHash(
  hash: string,
  terminatingHash: string,
  maxSteps: number,
  onProgress?: (steps: number) => void,
): Promise<CrashCheck> {
  const crashCents = crashCentsOf(hash);
  let current: ArrayBuffer = bytesOf(hash).buffer as ArrayBuffer;
  for (let steps = 1; steps <= maxSteps; steps += 1) {
    current = await crypto.subtle.digest('SHA-256', current);
    if (hex(current) === terminatingHash) return { crashCents, steps };
    if (steps % 5_000 === 0) onProgress?.(steps);
  }
  return { crashCents, steps: null };
}

export const isRoundHash = (text: string) => /^[0-9a-f]{64}$/.test(text);
