import { describe, expect, it } from 'vitest';
import type { CrashSnapshot } from './crash-types';
import { reduceRoom } from './use-crash-room';

describe('the room as the page holds it', () => {
  const snapshot: CrashSnapshot = {
    serverTime: 0,
    chain: { chainId: 'c1', length: 10, terminatingHash: 'f'.repeat(64) },
    round: { roundId: 'k1', number: 1, phase: 'betting', bettingEndsAt: 1_000, startedAt: null, growthPerMs: 0.0001, crash: null },
    bets: [],
    history: [],
    me: null,
  };
  const bet = (betId: string, status: 'active' | 'cashed' = 'active') => ({
    betId,
    name: 'jo***ao',
    stake: '1.00',
    autoCashout: null,
    cashout: status === 'cashed' ? '1.50' : null,
    win: status === 'cashed' ? '1.50' : null,
    status,
  });

  it('follows the broadcasts: own bet, take-off, cash-out, crash (the rest lost), next round', () => {
    let room = reduceRoom(null, { type: 'snapshot', ...snapshot, at: 0 });
    room = reduceRoom(room, { type: 'mine', roundId: 'k1', bet: bet('b1') });
    room = reduceRoom(room, { type: 'bet', roundId: 'k1', bet: bet('b2'), at: 1 });
    room = reduceRoom(room, { type: 'flight', roundId: 'k1', startedAt: 1_000, growthPerMs: 0.0001, at: 2 });
    room = reduceRoom(room, { type: 'cashout', roundId: 'k1', bet: bet('b1', 'cashed'), at: 3 });
    expect(room).toMatchObject({ round: { phase: 'flying', startedAt: 1_000 }, me: { status: 'cashed', cashout: '1.50' } });
    room = reduceRoom(room, {
      type: 'crash',
      roundId: 'k1',
      number: 1,
      chainId: 'c1',
      crashCents: 210,
      instantBust: false,
      hash: 'a'.repeat(64),
      cancelled: false,
      at: 4,
    });
    expect(room?.bets.find((b) => b.betId === 'b2')?.status).toBe('lost');
    expect(room?.history[0]).toMatchObject({ crashCents: 210 });
    room = reduceRoom(room, { type: 'round', roundId: 'k2', number: 2, chainId: 'c1', bettingEndsAt: 9_000, at: 5 });
    expect(room).toMatchObject({ round: { roundId: 'k2', phase: 'betting' }, bets: [], me: null });
  });
});
