import type { PublicBet, PublicRound } from '../../../../src/engines/crash/crash-events';

export type { PublicBet, PublicRound };

/** What GET /api/crash/state and the socket's first message answer. */
export interface CrashSnapshot {
  serverTime: number;
  chain: { chainId: string; length: number; terminatingHash: string };
  round: {
    roundId: string;
    number: number;
    phase: 'betting' | 'flying' | 'crashed' | 'cancelled';
    bettingEndsAt: number;
    startedAt: number | null;
    growthPerMs: number;
    crash: PublicRound | null;
  };
  bets: PublicBet[];
  history: PublicRound[];
  me: PublicBet | null;
}

/** The crash part of GET /api/session's engine info. */
export interface CrashInfo {
  stakes: string[];
  rtp: number;
  minAutoCashout: string;
  maxMultiplier: string;
  maxWin: string;
  growthPerMs: number;
  bettingMs: number;
}
