import type { ComponentType } from 'react';
import type { FairSeeds } from '../fair/derive';
import { CrashVerifier } from '../games/crash/crash-verifier';
import { BaccaratVerifier } from './baccarat-verifier';
import { DiceVerifier } from './dice-verifier';
import { MinesVerifier } from './mines-verifier';
import { PlinkoVerifier } from './plinko-verifier';
import { RouletteVerifier } from './roulette-verifier';

/** What the verification page hands a verifier: the seeds typed (or linked), the game's own parameters, and the raw link query. */
export interface VerifierProps {
  /** Null until the server seed, client seed and nonce are all filled in. */
  seeds: FairSeeds | null;
  params: Record<string, unknown>;
  setParams: (params: Record<string, unknown>) => void;
  query: URLSearchParams;
  lang: 'pt' | 'en';
}

export interface Verifier {
  Component: ComponentType<VerifierProps>;
  /** Whether the page shows the seed form (server seed, hash, client seed, nonce); a hash-chain game brings its own inputs. */
  usesSeeds: boolean;
}

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
