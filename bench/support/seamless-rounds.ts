import { percentile, seamlessClient } from './seamless-client.js';

export interface RoundsLoadResult {
  roundRps: number;
  betP50Ms: number;
  betP99Ms: number;
  rounds: number;
  errors: number;
}

const WARMUP_MS = 2_000;

/**
 * Bet-and-win rounds through the signed seamless protocol, as a game provider
 * plays them: each of `players` concurrent players in a closed loop sends a
 * signed bet, then the signed win that ends the round, then its next round.
 * Counts the rounds completed per second and times the bets.
 */
export async function runSeamlessRounds(o: {
  url: string;
  vendor: { code: string; secret: string };
  players: string[];
  seconds: number;
  gameCode: string;
}): Promise<RoundsLoadResult> {
  const { post, close } = seamlessClient(o.url, o.vendor, o.players.length);
  const betLatencies: number[] = [];
  let [rounds, errors] = [0, 0];
  const measureFrom = performance.now() + WARMUP_MS;
  const endAt = measureFrom + o.seconds * 1000;
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  await Promise.all(
    o.players.map(async (playerId, c) => {
      for (let i = 0; performance.now() < endAt; i += 1) {
        const roundId = `${run}-${c}-${i}`;
        const base = { playerId, roundId, gameCode: o.gameCode, currency: 'BRL' };
        const t0 = performance.now();
        const betStatus = await post('bet', { ...base, transactionId: `${roundId}:bet`, amount: '1.00' });
        const t1 = performance.now();
        const winStatus = await post('win', { ...base, transactionId: `${roundId}:win`, amount: '0.99', endRound: true });
        if (t0 < measureFrom || performance.now() > endAt) continue;
        betLatencies.push(t1 - t0);
        if (betStatus === 200 && winStatus === 200) rounds += 1;
        else errors += 1;
      }
    }),
  );
  close();
  betLatencies.sort((a, b) => a - b);
  return {
    roundRps: Math.round(rounds / o.seconds),
    betP50Ms: percentile(betLatencies, 0.5),
    betP99Ms: percentile(betLatencies, 0.99),
    rounds,
    errors,
  };
}
