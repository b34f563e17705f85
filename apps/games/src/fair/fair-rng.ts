import { createHash, createHmac } from 'node:crypto';

export interface FairSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The provably fair byte stream of one bet: HMAC-SHA256 keyed by the server
 * seed over `clientSeed:nonce:cursor`, cursor 0, 1, 2 … for as many bytes as
 * the game needs. Anyone holding the revealed server seed recomputes it.
 */
export function fairStream(seeds: FairSeeds) {
  let cursor = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  const nextUint32 = (): number => {
    if (offset + 4 > block.length) {
      block = createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`).digest();
      cursor += 1;
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
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
