/** How a crash room runs; one set for every room of the engine (tests shorten the times). */
export interface CrashSettings {
  bettingMs: number;
  pauseMs: number;
  growthPerMs: number;
  chainLength: number;
  /** The most one bet may win (stake included); bets are cashed out where they would reach it. */
  maxWinMinor: bigint;
  /** How many crashed rounds the page lists. */
  historySize: number;
  /** How long a leader's lease on a room lasts unrenewed (crash-leadership.ts): a dead leader is replaced within 4/3 of it. */
  leaseMs: number;
}
