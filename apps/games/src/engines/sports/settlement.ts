import type { EngineDeps } from '../engine.js';
import { payAndEnd, refundAndCancel } from '../../rounds/round-money.js';
import type { RoundRow } from '../../rounds/rounds.repository.js';
import { betsToSettle, type FixtureRow } from './fixtures.repository.js';
import { payout } from './odds.js';

/** One bet of a settled or voided fixture: winners paid at the odds of the bet, losers ended at 0, void refunded. */
export async function settleBet(deps: EngineDeps, round: RoundRow, fixture: FixtureRow): Promise<void> {
  if (fixture.status === 'cancelled') {
    await refundAndCancel(deps, round);
    return;
  }
  const { pick, odds } = round.state as { pick: string; odds: string };
  await payAndEnd(deps, round, pick === fixture.result ? payout(round.stakeMinor, odds) : 0n);
}

/**
 * Pays what settled fixtures owe, a few bets at a time. Runs after every
 * result and on a timer, so a death in the middle of a settlement only
 * delays the rest: each bet moves from open once, with the same wallet ids.
 */
export async function settlePending(deps: EngineDeps, parallel = 8): Promise<number> {
  const pending = await betsToSettle(deps.db);
  let settled = 0;
  for (let i = 0; i < pending.length; i += parallel) {
    const results = await Promise.allSettled(pending.slice(i, i + parallel).map(({ round, fixture }) => settleBet(deps, round, fixture)));
    for (const r of results) {
      if (r.status === 'fulfilled') settled += 1;
      else deps.log.warn({ err: r.reason }, 'bet settlement failed; retried on the next pass');
    }
  }
  return settled;
}
