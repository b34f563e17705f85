import { describe, expect, it } from 'vitest';
import { rollDice, sha256Hex } from './derive';
import { verifyHref } from './verify-link';

describe('the recall link to the verification page', () => {
  const serverSeed = 'f'.repeat(64);
  const round = {
    roundId: 'r1',
    status: 'settled' as const,
    stake: '1.00',
    win: '1.98',
    createdAt: '2026-01-01T00:00:00.000Z',
    state: { params: { direction: 'under', target: 5000 }, fair: { serverSeedHash: sha256Hex(serverSeed), clientSeed: 'mine', nonce: 4 } },
  };

  it('exists only once the seed of the round is revealed, and carries what the page needs to recompute it', () => {
    expect(verifyHref('dice', 'pt', round, [])).toBeNull();
    const href = verifyHref('dice', 'en', round, [
      { serverSeed, serverSeedHash: sha256Hex(serverSeed), clientSeed: 'mine', nonces: 9, revealedAt: null },
    ])!;
    const query = new URL(href, 'http://games').searchParams;
    expect(new URL(href, 'http://games').pathname).toBe('/verify');
    expect(Object.fromEntries(query)).toMatchObject({
      lang: 'en',
      engine: 'dice',
      serverSeed,
      hash: sha256Hex(serverSeed),
      clientSeed: 'mine',
      nonce: '4',
    });
    const params = JSON.parse(query.get('params')!);
    expect(rollDice({ serverSeed, clientSeed: 'mine', nonce: 4 }, params)).toEqual(
      rollDice({ serverSeed, clientSeed: 'mine', nonce: 4 }, { direction: 'under', target: 5000 }),
    );
  });

  it('is not offered for a round without a seed commitment (a slot spin)', () => {
    expect(verifyHref('slot', 'pt', { ...round, state: {} }, [])).toBeNull();
  });
});
