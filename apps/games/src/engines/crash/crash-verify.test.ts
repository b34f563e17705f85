import { describe, expect, it } from 'vitest';
import { checkCrashHash } from '../../../web/src/games/crash/crash-verify.js';
import { buildChain, roundHash } from './crash-chain.js';
import { crashCentsOf } from './crash-formula.js';

describe('the page verifier (WebCrypto, as in the browser) against the server chain', () => {
  it("finds a round's number by hashing forward to the server chain's terminating hash, and gives its crash point", async () => {
    const chain = buildChain(40);
    const hash = roundHash(chain, 13);
    expect(await checkCrashHash(hash, chain.terminatingHash, 40)).toEqual({ crashCents: crashCentsOf(hash), steps: 13 });
  });

  it('refuses a tampered hash: it never reaches the terminating hash', async () => {
    const chain = buildChain(40);
    const hash = roundHash(chain, 13);
    const tampered = hash.slice(0, 63) + (hash.endsWith('0') ? '1' : '0');
    expect((await checkCrashHash(tampered, chain.terminatingHash, 40)).steps).toBeNull();
  });
});
