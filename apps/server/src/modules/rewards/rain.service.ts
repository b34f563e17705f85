import {
  formatMinor,
  parseMoney,
  type OperatorRain,
  type OperatorRainView,
  type RainClaimResult,
  type RainSchedule,
  type RainStatus,
  type RainView,
} from '@app/contract';
import type { Db } from '../../db/client.js';
import { violatedUniqueIndex } from '../../db/sql-state.js';
import { AppError } from '../../http/app-error.js';
import { CURRENCIES, houseAccount, memberAccount } from '../ledger/ledger-accounts.js';
import type { RewardsDeps, RewardsMember } from './rewards.deps.js';
import { drawEnvelopes } from './rain-draw.js';
import * as repo from './rain.repository.js';

const MINUTE_MS = 60_000;

/** The occurrences of a schedule that matter now: the one falling (if any) and the next. */
export function occurrences(s: Pick<repo.ScheduleRow, 'everyMinutes' | 'offsetMinutes' | 'durationSeconds'>, now: number): number[] {
  const period = s.everyMinutes * MINUTE_MS;
  const offset = s.offsetMinutes * MINUTE_MS;
  const current = Math.floor((now - offset) / period) * period + offset;
  const starts = [current + period];
  if (now < current + s.durationSeconds * 1000) starts.unshift(current);
  return starts;
}

async function makeRain(
  db: Db,
  r: {
    merchantId: number;
    scheduleId: number | null;
    startsAt: number;
    durationSeconds: number;
    budget: bigint;
    envelopeCount: number;
    now: number;
  },
) {
  return repo.insertRain(
    db,
    {
      merchantId: r.merchantId,
      scheduleId: r.scheduleId,
      startsAt: new Date(r.startsAt),
      endsAt: new Date(r.startsAt + r.durationSeconds * 1000),
      budget: r.budget,
      envelopeCount: r.envelopeCount,
      createdAt: new Date(r.now),
    },
    drawEnvelopes(r.budget, r.envelopeCount),
  );
}

/**
 * Schedules turn into rains on demand: the falling and the next occurrence exist once anyone looks (the unique
 * (schedule, start) keeps one).
 */
export async function ensureScheduledRains(deps: RewardsDeps, merchantId: number): Promise<void> {
  const now = deps.clock();
  for (const s of await repo.enabledSchedules(deps.db, merchantId)) {
    for (const startsAt of occurrences(s, now)) {
      if (await repo.scheduledRainExists(deps.db, s.id, new Date(startsAt))) continue;
      await deps.db.transaction((tx) =>
        makeRain(tx as unknown as Db, {
          merchantId,
          scheduleId: s.id,
          startsAt,
          durationSeconds: s.durationSeconds,
          budget: s.budget,
          envelopeCount: s.envelopeCount,
          now,
        }),
      );
    }
  }
}

function view(rain: repo.RainRow, state: { left: number; won: bigint | null } | undefined, everyMinutes: Map<number, number>): RainView {
  return {
    id: rain.id,
    startsAt: rain.startsAt.toISOString(),
    endsAt: rain.endsAt.toISOString(),
    envelopeCount: rain.envelopeCount,
    envelopesLeft: state?.left ?? rain.envelopeCount,
    budget: formatMinor(rain.budget),
    everyMinutes: rain.scheduleId === null ? null : (everyMinutes.get(rain.scheduleId) ?? null),
    won: state?.won === null || state?.won === undefined ? null : formatMinor(state.won),
  };
}

/** The rain falling now (one the member can still open first) and the next one, for the countdown. */
export async function rainStatus(deps: RewardsDeps, member: RewardsMember): Promise<RainStatus> {
  await ensureScheduledRains(deps, member.merchantId);
  const now = new Date(deps.clock());
  const [live, next] = await Promise.all([repo.liveRains(deps.db, member.merchantId, now), repo.nextRain(deps.db, member.merchantId, now)]);
  const states = await repo.envelopeState(deps.db, [...live.map((r) => r.id), ...(next ? [next.id] : [])], member.memberId);
  const open = live.find((r) => states.get(r.id)?.won === null && (states.get(r.id)?.left ?? 0) > 0);
  const shown = open ?? live[0];
  // The rules on the rain screen say how often a scheduled rain comes back.
  const every = new Map((await repo.allSchedules(deps.db, member.merchantId)).map((s) => [s.id, s.everyMinutes]));
  return {
    now: now.toISOString(),
    live: shown ? view(shown, states.get(shown.id), every) : null,
    next: next ? view(next, states.get(next.id), every) : null,
  };
}

/**
 * Opens one envelope of a falling rain for the member and pays it to cash
 * from house.bonus in the same transaction (key promo:rain:<rain>:<member>):
 * at most one per member and rain, whatever arrives at once.
 */
export async function claim(deps: RewardsDeps, member: RewardsMember, rainId: number): Promise<RainClaimResult> {
  const rain = await repo.findRain(deps.db, member.merchantId, rainId);
  if (!rain) throw new AppError('rain.not.found');
  const now = deps.clock();
  if (now < rain.startsAt.getTime() || now >= rain.endsAt.getTime()) throw new AppError('rain.not.live');
  if (await repo.memberEnvelope(deps.db, rainId, member.memberId)) throw new AppError('rain.already.claimed');
  const cash = memberAccount(member.memberId, 'cash');
  await deps.ledger.prepareAccounts(member.merchantId, CURRENCIES.real, [cash, houseAccount('house.bonus')]);
  try {
    const amount = await deps.ledger.inTransaction(async (tx) => {
      await repo.lockMemberClaim(tx, rainId, member.memberId);
      if (await repo.memberEnvelope(tx, rainId, member.memberId)) throw new AppError('rain.already.claimed');
      const taken = await repo.takeEnvelope(tx, rainId, member.memberId, new Date(now));
      if (taken === undefined) throw new AppError('rain.empty');
      await deps.ledger.transfer(
        {
          merchantId: member.merchantId,
          currency: CURRENCIES.real,
          debit: houseAccount('house.bonus'),
          credit: cash,
          amount: taken,
          code: 'bonus',
          idempotencyKey: `promo:rain:${rainId}:${member.memberId}`,
          reference: `rain:${rainId}`,
        },
        tx,
      );
      return taken;
    });
    return { rainId, amount: formatMinor(amount) };
  } catch (error) {
    if (violatedUniqueIndex(error) === 'rain_envelopes_member_uq') throw new AppError('rain.already.claimed');
    throw error;
  }
}

export async function startRain(deps: RewardsDeps, merchantId: number, r: OperatorRain): Promise<OperatorRainView> {
  const now = deps.clock();
  const made = await deps.db.transaction((tx) =>
    makeRain(tx as unknown as Db, {
      merchantId,
      scheduleId: null,
      startsAt: r.startsAt ? Date.parse(r.startsAt) : now,
      durationSeconds: r.durationSeconds,
      budget: parseMoney(r.budget),
      envelopeCount: r.envelopeCount,
      now,
    }),
  );
  if (!made) throw new Error('an unscheduled rain always inserts');
  return (await operatorRains(deps, merchantId, 50)).find((v) => v.id === made.id)!;
}

const iso = (d: Date | string) => new Date(d).toISOString();

export async function operatorRains(deps: RewardsDeps, merchantId: number, limit: number): Promise<OperatorRainView[]> {
  return (await repo.operatorRains(deps.db, merchantId, limit)).map((r) => ({
    id: Number(r.id),
    scheduleCode: r.schedule_code,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    budget: formatMinor(BigInt(r.budget)),
    envelopeCount: Number(r.envelope_count),
    claimed: Number(r.claimed),
    paid: formatMinor(BigInt(r.paid)),
  }));
}

const scheduleValues = (merchantId: number, s: RainSchedule) => ({
  merchantId,
  code: s.code,
  everyMinutes: s.everyMinutes,
  offsetMinutes: s.offsetMinutes,
  durationSeconds: s.durationSeconds,
  budget: parseMoney(s.budget),
  envelopeCount: s.envelopeCount,
  enabled: s.enabled ?? true,
});

export async function schedules(deps: RewardsDeps, merchantId: number) {
  return (await repo.allSchedules(deps.db, merchantId)).map((s) => ({
    code: s.code,
    everyMinutes: s.everyMinutes,
    offsetMinutes: s.offsetMinutes,
    durationSeconds: s.durationSeconds,
    budget: formatMinor(s.budget),
    envelopeCount: s.envelopeCount,
    enabled: s.enabled,
  }));
}

/** Replaces the recurring rains (by code; left-out ones are disabled); upcoming scheduled rains are drawn again from the new settings. */
export async function saveSchedules(deps: RewardsDeps, merchantId: number, list: RainSchedule[]) {
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    for (const s of list) await repo.upsertSchedule(tx, scheduleValues(merchantId, s));
    await repo.disableSchedulesExcept(
      tx,
      merchantId,
      list.map((s) => s.code),
    );
    await repo.dropUpcomingScheduledRains(tx, merchantId, new Date(deps.clock()));
  });
  return schedules(deps, merchantId);
}

export async function addDemoSchedule(db: Db, merchantId: number, s: RainSchedule): Promise<void> {
  await repo.upsertSchedule(db, scheduleValues(merchantId, s), true);
}

/** Cancels a rain made by hand before it starts (its envelopes go with it; nothing was paid). */
export async function cancelRain(deps: RewardsDeps, merchantId: number, id: number): Promise<void> {
  const removed = await deps.db.transaction((tx) =>
    repo.deleteUpcomingManualRain(tx as unknown as Db, merchantId, id, new Date(deps.clock())),
  );
  if (!removed) throw new AppError((await repo.findRain(deps.db, merchantId, id)) ? 'rain.not.cancellable' : 'rain.not.found');
}

/** One rain as the operator list shows it (the audit row's `before`); null when the merchant has none of that id. */
export async function operatorRain(deps: RewardsDeps, merchantId: number, id: number): Promise<OperatorRainView | null> {
  const row = await repo.findRain(deps.db, merchantId, id);
  if (!row) return null;
  // Upcoming rains head the list (newest start first); an old one past the page is shown from its row alone.
  const listed = (await operatorRains(deps, merchantId, 100)).find((r) => r.id === id);
  return (
    listed ?? {
      id: row.id,
      scheduleCode: null,
      startsAt: iso(row.startsAt),
      endsAt: iso(row.endsAt),
      budget: formatMinor(row.budget),
      envelopeCount: row.envelopeCount,
      claimed: 0,
      paid: '0.00',
    }
  );
}

/** Stops a recurring rain: switched off (kept for the history of its rains), its occurrences not started dropped. */
export async function cancelSchedule(deps: RewardsDeps, merchantId: number, code: string) {
  const done = await deps.db.transaction((tx) => repo.cancelSchedule(tx as unknown as Db, merchantId, code, new Date(deps.clock())));
  if (!done) throw new AppError('rain.schedule.not.found');
  return schedules(deps, merchantId);
}
