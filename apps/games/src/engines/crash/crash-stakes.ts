import { parseMoney } from '@app/contract';

/** Stakes in centavos a crash bet may take, from the game's minimum bet up to R$ 1.000. */
const STAKES_MINOR = [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000].map(BigInt);

export function crashStakes(minBet: string): bigint[] {
  const min = parseMoney(minBet);
  const allowed = STAKES_MINOR.filter((s) => s >= min);
  return allowed.length ? allowed : STAKES_MINOR.slice(-1);
}
