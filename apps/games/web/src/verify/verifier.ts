import type { ComponentType } from 'react';
import type { FairSeeds } from '../fair/derive';

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
