import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The derivation shared by the game server and the verification page (no
 * Node or browser API: @noble/hashes on both sides), so a player's browser
 * recomputes an outcome with the very code that dealt it.
 */
export interface FairSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export const sha256Hex = (text: string) => bytesToHex(sha256(utf8ToBytes(text)));

export type HmacSha256 = (key: Uint8Array, message: Uint8Array) => Uint8Array;
let hmacSha256: HmacSha256 = (key, message) => hmac(sha256, key, message);

/**
 * The game server swaps in Node's native HMAC-SHA256 (about three times
 * faster): the same function, so the same bytes (derive.test.ts checks the
 * two agree); the browser keeps @noble/hashes.
 */
export function setHmacSha256(impl: HmacSha256) {
  hmacSha256 = impl;
}

/**
 * The provably fair byte stream of one bet: HMAC-SHA256 keyed by the server
 * seed over `clientSeed:nonce:cursor`, cursor 0, 1, 2 … for as many bytes as
 * the game needs, read as big-endian 32-bit words.
 */
export function fairStream(seeds: FairSeeds) {
  const key = utf8ToBytes(seeds.serverSeed);
  let cursor = 0;
  let block: Uint8Array = new Uint8Array(0);
  let offset = 0;
  const nextUint32 = (): number => {
    if (offset + 4 > block.length) {
      block = hmacSha256(key, utf8ToBytes(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`));
      cursor += 1;
      offset = 0;
    }
    const value = ((block[offset]! << 24) >>> 0) + (block[offset + 1]! << 16) + (block[offset + 2]! << 8) + block[offset + 3]!;
    offset += 4;
    return value;
  };
  return {
    /** A float in [0, 1) with 32 bits of precision. */
    float: () => nextUint32() / 2 ** 32,
    /** An integer in [0, n), uniform: values in the biased tail are drawn again (no modulo bias). */
    int: (n: number): number => {
      const limit = 2 ** 32 - (2 ** 32 % n);
      for (;;) {
        const value = nextUint32();
        if (value < limit) return value % n;
      }
    },
  };
}
export type FairStream = ReturnType<typeof fairStream>;

/** A stake times a multiplier given in 1/`scale` units, rounded down to the centavo (the house never pays a fraction up). */
export const payoutMinor = (stakeMinor: bigint, multiplier: number, scale: number): bigint =>
  (stakeMinor * BigInt(multiplier)) / BigInt(scale);
