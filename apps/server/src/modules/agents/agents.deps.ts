import type { ServiceDeps } from '../../infra/deps.js';
import type { Ledger } from '../ledger/ledger.service.js';

/** The game type (RNG, LIVE …) of each round's game, from the catalogue (the games module knows it). */
export type RoundGameTypes = (
  merchantId: number,
  rounds: Array<{ vendor: string; gameCode: string }>,
) => Promise<Array<string | undefined>>;

export interface AgentDeps extends ServiceDeps {
  ledger: Ledger;
  gameTypes: RoundGameTypes;
  /** Test-only (refused in production): settlement may pay a period that has not ended yet. */
  settleOpenPeriods: boolean;
}

/** Who is calling: the agent of the session. */
export interface Caller {
  merchantId: number;
  memberId: number;
  type: number;
}

/** Sessions seen within this window count as online users. */
export const ONLINE_WINDOW_MS = 10 * 60_000;
