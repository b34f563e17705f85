import type { RoundRecall } from '../session';
import type { FairRevealed } from './use-fair';

interface RoundFair {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/**
 * The verification page's address for a round, once the seed it was dealt
 * with is revealed: engine, seeds, nonce and the round's parameters, so the
 * page recomputes it without typing.
 */
export function verifyHref(engine: string, lang: string, round: RoundRecall, revealed: FairRevealed[]): string | null {
  const fair = round.state.fair as RoundFair | undefined;
  if (!fair) return null;
  const seed = revealed.find((r) => r.serverSeedHash === fair.serverSeedHash);
  if (!seed) return null;
  const query = new URLSearchParams({
    lang,
    engine,
    serverSeed: seed.serverSeed,
    hash: seed.serverSeedHash,
    clientSeed: fair.clientSeed,
    nonce: String(fair.nonce),
    params: JSON.stringify(round.state.params ?? {}),
  });
  return `/verify?${query.toString()}`;
}
