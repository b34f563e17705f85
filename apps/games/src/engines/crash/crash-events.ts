/** A bet as every player of the room sees it (the name masked by the platform). */
export interface PublicBet {
  betId: string;
  name: string;
  stake: string;
  autoCashout: string | null;
  cashout: string | null;
  win: string | null;
  status: 'pending' | 'active' | 'cashed' | 'lost';
}

/** A finished round with its revealed hash: its crash point can be checked by anyone. */
export interface PublicRound {
  roundId: string;
  /** The round's number in its chain: hashing its hash forward this many times gives the terminating hash. */
  number: number;
  chainId: string;
  crashCents: number;
  instantBust: boolean;
  hash: string;
  /** Cut short (the game server stopped and nobody played on): every bet of it was refunded or paid as it stood. */
  cancelled: boolean;
}

/**
 * What the room broadcasts over its WebSocket; the hub stamps each with `at` (server time, ms) when it sends it. The
 * same events travel between game-server processes (crash-bus.ts), so each keeps its own picture of the room.
 */
export type CrashEvent =
  | { type: 'round'; roundId: string; number: number; chainId: string; bettingEndsAt: number }
  | { type: 'flight'; roundId: string; startedAt: number; growthPerMs: number }
  | { type: 'bet'; roundId: string; bet: PublicBet }
  | { type: 'cashout'; roundId: string; bet: PublicBet }
  | ({ type: 'crash' } & PublicRound);
