import * as crypto from 'node:crypto';

const HASH_BYTES = 32;
/** Node's one-shot hash (20.12+) is twice as fast as a Hash object; @types/node does not declare it yet. */
const oneShot = (crypto as unknown as { hash?: (algorithm: string, data: Uint8Array, encoding: 'buffer') => Buffer }).hash;
/** One step along a chain: SHA-256 of the 32 bytes of a hash. */
export const nextHash = (bytes: Uint8Array): Buffer =>
  oneShot ? oneShot('sha256', bytes, 'buffer') : crypto.createHash('sha256').update(bytes).digest();
const sha256 = nextHash;

/**
 * The hash chain of a room: hash 0 is SHA-256 of a secret random seed, hash
 * i+1 is SHA-256 of the 32 bytes of hash i, up to hash N, the terminating
 * hash, published before any round. Rounds take the chain from the end
 * backward: round r (1 … N) plays hash N − r, so once its hash is revealed,
 * hashing it forward r times gives the terminating hash, and no revealed
 * hash tells anything about the next round's (that would need a preimage).
 */
export interface HashChain {
  seed: Buffer;
  /** N + 1 hashes of 32 bytes, back to back. */
  hashes: Buffer;
  length: number;
  terminatingHash: string;
}

export function buildChain(length: number, seed: Buffer = crypto.randomBytes(HASH_BYTES)): HashChain {
  const hashes = Buffer.allocUnsafe((length + 1) * HASH_BYTES);
  let current = sha256(seed);
  for (let i = 0; i <= length; i += 1) {
    current.copy(hashes, i * HASH_BYTES);
    if (i < length) current = sha256(current);
  }
  return { seed, hashes, length, terminatingHash: current.toString('hex') };
}

/** The hash round `round` (1 … length) of the chain plays. */
export function roundHash(chain: { hashes: Buffer; length: number }, round: number): string {
  if (!Number.isInteger(round) || round < 1 || round > chain.length) throw new RangeError(`round ${round} is outside the chain`);
  const index = chain.length - round;
  return chain.hashes.subarray(index * HASH_BYTES, (index + 1) * HASH_BYTES).toString('hex');
}

/**
 * Hashes a revealed round hash forward until it meets the terminating hash:
 * answers the round's number in the chain, or undefined when it never does
 * within `maxSteps` (a hash that is not of this chain, or tampered with).
 */
export function chainPosition(hashHex: string, terminatingHash: string, maxSteps: number): number | undefined {
  if (!/^[0-9a-f]{64}$/.test(hashHex)) return undefined;
  let current: Buffer = Buffer.from(hashHex, 'hex');
  for (let steps = 1; steps <= maxSteps; steps += 1) {
    current = sha256(current);
    if (current.toString('hex') === terminatingHash) return steps;
  }
  return undefined;
}
