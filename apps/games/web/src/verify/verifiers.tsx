import { CrashVerifier } from '../games/crash/crash-verifier';
import { BaccaratVerifier } from './baccarat-verifier';
import { DiceVerifier } from './dice-verifier';
import { MinesVerifier } from './mines-verifier';
import { PlinkoVerifier } from './plinko-verifier';
import { RouletteVerifier } from './roulette-verifier';
import type { Verifier, VerifierProps } from './verifier';

/** A crash round is checked by its hash against the chain's published terminating hash (both may come in the link). */
function CrashChainVerifier({ query }: VerifierProps) {
  return <CrashVerifier terminatingHash={query.get('terminatingHash') ?? ''} hash={query.get('hash') ?? ''} />;
}

/** Engine → its verifier; the page lists these games. */
export const verifiers: Record<string, Verifier> = {
  dice: { Component: DiceVerifier, usesSeeds: true },
  mines: { Component: MinesVerifier, usesSeeds: true },
  plinko: { Component: PlinkoVerifier, usesSeeds: true },
  roulette: { Component: RouletteVerifier, usesSeeds: true },
  baccarat: { Component: BaccaratVerifier, usesSeeds: true },
  crash: { Component: CrashChainVerifier, usesSeeds: false },
};
