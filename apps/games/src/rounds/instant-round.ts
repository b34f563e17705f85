import type { SessionRow } from '../sessions/sessions.service.js';
import { insertRound, type RoundRow } from './rounds.repository.js';
import { newRoundId } from './round-ids.js';
import { payAndEnd, takeStake, type RoundDeps } from './round-money.js';

export interface InstantPlay {
  engine: string;
  stakeMinor: bigint;
  winMinor: bigint;
  /** The outcome and everything needed to show and verify it. */
  state: Record<string, unknown>;
}

export interface InstantResult {
  round: RoundRow;
  /** The wallet balance after the round, when its win was confirmed. */
  balance: string | null;
  /** False when the win is still being paid (the wallet gave no answer); recovery pays it. */
  settled: boolean;
}

/**
 * A round decided at once (a spin, a roll, a drop): the outcome is stored
 * before the stake is taken, so whatever fails after, the round can be
 * finished exactly as it was dealt: a taken stake is always followed by its
 * win (possibly 0), an unconfirmed stake is rolled back.
 */
export async function playInstantRound(deps: RoundDeps, session: SessionRow, play: InstantPlay): Promise<InstantResult> {
  const created = await insertRound(deps.db, {
    id: newRoundId(),
    playerId: session.playerId,
    currency: session.currency,
    gameCode: session.game.gameCode,
    engine: play.engine,
    stakeMinor: play.stakeMinor,
    status: 'created',
    state: { ...play.state, winMinor: String(play.winMinor) },
  });
  const taken = await takeStake(deps, created);
  try {
    const paid = await payAndEnd(deps, taken.round, play.winMinor);
    return { round: paid.round, balance: paid.balance, settled: true };
  } catch {
    // The stake is taken and the outcome stored: recovery pays this round's win.
    return { round: taken.round, balance: null, settled: false };
  }
}
