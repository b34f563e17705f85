import {
  formatMinor,
  LIMIT_AMOUNT_MAX_MINOR,
  LIMIT_AMOUNT_MIN_MINOR,
  LIMIT_COOLING_OFF_MS,
  LIMIT_MINUTES_MIN,
  LIMIT_PERIOD_MINUTES,
  limitKinds,
  NATIONAL_SELF_EXCLUSION_URL,
  REALITY_CHECK_DEFAULT_MINUTES,
  parseMoney,
  requiredLimitKinds,
  type ExclusionKind,
  type LimitInput,
  type LimitKind,
  type LimitPeriod,
  type LimitStatus,
  type ProtectionStatus,
} from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { periodOf } from './limit-periods.js';
import { limitsRequired } from './protection-profile.js';
import * as repo from './protection.repository.js';

export type MemberKey = repo.MemberKey;
export { inactivityLogoutMs, INACTIVITY_LOGOUT_MS, limitsRequired, profileOf } from './protection-profile.js';
export { sessionActivity, setRealityCheck } from './reality-check.js';

/** What the payments module tells about a member's deposits: their sum since an instant (paid, and pending unexpired). */
export type DepositedSince = (key: MemberKey, since: Date) => Promise<bigint>;

export interface ProtectionDeps extends ServiceDeps {
  depositedSince: DepositedSince;
}

const PERIOD_RANK: Record<LimitPeriod, number> = { day: 1, week: 2, month: 3 };

interface Limit {
  period: LimitPeriod;
  /** Centavos, or minutes for time. */
  value: bigint;
}

const columns = {
  loss: ['lossLimit', 'lossPeriod'],
  bet: ['betLimit', 'betPeriod'],
  deposit: ['depositLimit', 'depositPeriod'],
  time: ['timeLimit', 'timePeriod'],
} as const satisfies Record<LimitKind, readonly [keyof repo.ProtectionRow, keyof repo.ProtectionRow]>;

function limitOf(row: repo.ProtectionRow | undefined, kind: LimitKind): Limit | null {
  if (!row) return null;
  const [valueColumn, periodColumn] = columns[kind];
  const value = row[valueColumn] as bigint | number | null;
  const period = row[periodColumn] as LimitPeriod | null;
  return value === null || period === null ? null : { period, value: BigInt(value) };
}

function limitColumns(kind: LimitKind, limit: Limit | null): Partial<repo.ProtectionRow> {
  const [valueColumn, periodColumn] = columns[kind];
  const value = limit === null ? null : kind === 'time' ? Number(limit.value) : limit.value;
  return { [valueColumn]: value, [periodColumn]: limit?.period ?? null };
}

/** The limit as the player typed it, in centavos or minutes, within the bounds of its kind and period. */
function parseLimit(input: LimitInput): Limit {
  if (input.kind === 'time') {
    const minutes = BigInt(input.value);
    if (minutes < BigInt(LIMIT_MINUTES_MIN) || minutes > BigInt(LIMIT_PERIOD_MINUTES[input.period]))
      throw new AppError('limits.value.invalid');
    return { period: input.period, value: minutes };
  }
  const minor = parseMoney(input.value);
  if (minor < LIMIT_AMOUNT_MIN_MINOR || minor > LIMIT_AMOUNT_MAX_MINOR) throw new AppError('limits.value.invalid');
  return { period: input.period, value: minor };
}

/**
 * A change applies at once when it protects at least as much: no more per period, over a period at least as long
 * (R$ 100 a week is stricter than R$ 100 a day). Anything else is a raise and waits for the cooling-off.
 */
const isStricter = (next: Limit, current: Limit) => next.value <= current.value && PERIOD_RANK[next.period] >= PERIOD_RANK[current.period];

const formatValue = (kind: LimitKind, value: bigint) => (kind === 'time' ? value.toString() : formatMinor(value));

function activeExclusion(row: repo.ProtectionRow | undefined, now: number) {
  if (!row?.exclusionKind || !row.excludedSince) return null;
  if (row.excludedUntil && row.excludedUntil.getTime() <= now) return null;
  return { kind: row.exclusionKind as ExclusionKind, until: row.excludedUntil, since: row.excludedSince };
}

/** The refusal of a member who is paused or excluded now, with when it ends (null: no end). */
export function exclusionRefusal(exclusion: NonNullable<ReturnType<typeof activeExclusion>>): AppError {
  return new AppError(exclusion.kind === 'pause' ? 'protection.paused' : 'protection.excluded', {
    until: exclusion.until?.toISOString() ?? null,
  });
}

async function usedOf(deps: ProtectionDeps, key: MemberKey, kind: LimitKind, period: LimitPeriod, now: number): Promise<bigint> {
  const span = periodOf(period, now);
  if (kind === 'deposit') return deps.depositedSince(key, new Date(Date.parse(`${span.from}T03:00:00Z`)));
  const sums = await repo.usageBetween(deps.db, key, span.from, span.to);
  if (kind === 'loss') return sums.staked - sums.won;
  if (kind === 'bet') return sums.staked;
  return BigInt(Math.floor(sums.seconds / 60));
}

/** Everything the player's responsible-gaming page shows: limits with what is used and left, pending raises, a pause. */
export async function status(deps: ProtectionDeps, key: MemberKey): Promise<ProtectionStatus> {
  const now = deps.clock();
  const [row, pending, required] = await Promise.all([
    repo.find(deps.db, key),
    repo.pendingChanges(deps.db, key),
    limitsRequired(deps, key.merchantId),
  ]);
  const limits: LimitStatus[] = [];
  for (const kind of limitKinds) {
    const limit = limitOf(row, kind);
    const period = limit?.period ?? 'day';
    const used = await usedOf(deps, key, kind, period, now);
    const change = pending.find((p) => p.kind === kind);
    const usedShown = used < 0n ? 0n : used;
    limits.push({
      kind,
      period: limit?.period ?? null,
      value: limit ? formatValue(kind, limit.value) : null,
      used: formatValue(kind, usedShown),
      left: limit ? formatValue(kind, limit.value > usedShown ? limit.value - usedShown : 0n) : null,
      periodEndsAt: limit ? periodOf(limit.period, now).endsAt.toISOString() : null,
      pending: change
        ? {
            period: change.period,
            value: change.value === null ? null : formatValue(kind, change.value),
            effectiveAt: change.effectiveAt.toISOString(),
            confirmable: change.effectiveAt.getTime() <= now,
          }
        : null,
    });
  }
  const exclusion = activeExclusion(row, now);
  return {
    limitsRequired: required,
    missing: required ? requiredLimitKinds.filter((kind) => !limitOf(row, kind)) : [],
    limits,
    exclusion: exclusion
      ? { kind: exclusion.kind, until: exclusion.until?.toISOString() ?? null, since: exclusion.since.toISOString() }
      : null,
    selfExclusionUrl: NATIONAL_SELF_EXCLUSION_URL,
    realityCheckMinutes: row?.realityCheckMinutes ?? REALITY_CHECK_DEFAULT_MINUTES,
  };
}

/** The bounds of every limit given (before anything is written), and the required ones when `required`. */
export function checkLimits(inputs: readonly LimitInput[] | undefined, required: boolean): void {
  for (const input of inputs ?? []) parseLimit(input);
  if (required && requiredLimitKinds.some((kind) => !inputs?.some((input) => input.kind === kind))) throw new AppError('limits.required');
}

type LimitChange = LimitInput | { kind: LimitKind; remove: true };

/**
 * Sets, changes or removes limits. A first limit or a stricter one applies at once (and drops a waiting raise); a
 * raise or a removal waits 24 hours and then the player's confirmation, while the old limit holds.
 */
export async function setLimits(deps: ServiceDeps, key: MemberKey, changes: readonly LimitChange[]): Promise<void> {
  const required = await limitsRequired(deps, key.merchantId);
  const parsed = changes.map((change) => ({ kind: change.kind, next: 'remove' in change ? null : parseLimit(change) }));
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockOrCreate(tx, key);
    let values: Partial<repo.ProtectionRow> = {};
    for (const { kind, next } of parsed) {
      const current = limitOf(row, kind);
      if (next === null && required && requiredLimitKinds.includes(kind)) throw new AppError('limits.not.removable');
      if (next === null && !current) {
        await repo.dropChange(tx, key, kind);
      } else if (next !== null && (!current || isStricter(next, current))) {
        values = { ...values, ...limitColumns(kind, next) };
        await repo.dropChange(tx, key, kind);
      } else {
        await repo.putChange(tx, {
          ...key,
          kind,
          period: next?.period ?? null,
          value: next?.value ?? null,
          requestedAt: new Date(now),
          effectiveAt: new Date(now + LIMIT_COOLING_OFF_MS),
        });
      }
    }
    await repo.update(tx, key, { ...values, updatedAt: new Date(now) });
  });
}

/** Applies a raise or removal whose cooling-off has passed; before that, the old limit holds. */
export async function confirmLimit(deps: ServiceDeps, key: MemberKey, kind: LimitKind): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await repo.lockOrCreate(tx, key);
    const change = (await repo.pendingChanges(tx, key)).find((p) => p.kind === kind);
    if (!change) throw new AppError('limits.no.pending');
    if (change.effectiveAt.getTime() > now) throw new AppError('limits.cooling.off', { effectiveAt: change.effectiveAt.toISOString() });
    const next = change.value === null || change.period === null ? null : { period: change.period, value: change.value };
    await repo.update(tx, key, { ...limitColumns(kind, next), updatedAt: new Date(now) });
    await repo.dropChange(tx, key, kind);
  });
}

export interface ExclusionRequest {
  kind: ExclusionKind;
  /** null: no end. */
  until: Date | null;
  reason: string | null;
}

/**
 * Starts a pause or an exclusion. One that is already running and lasts longer is kept: a player cannot shorten a
 * self-exclusion by asking for a shorter pause; an operator's exclusion replaces whatever runs.
 */
export async function exclude(deps: ServiceDeps, key: MemberKey, request: ExclusionRequest): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockOrCreate(tx, key);
    const running = activeExclusion(row, now);
    const longer = running && (running.until === null || (request.until !== null && running.until.getTime() >= request.until.getTime()));
    if (running && longer && request.kind !== 'operator') throw new AppError('protection.already.excluded');
    await repo.update(tx, key, {
      exclusionKind: request.kind,
      excludedSince: new Date(now),
      excludedUntil: request.until,
      exclusionReason: request.reason,
      updatedAt: new Date(now),
    });
  });
}

/**
 * What may end a protected member's session or refuse a login now: a pause or exclusion, or a time limit used up
 * (until its period ends). `touch` counts the time since the last activity first (the session guard, once a minute).
 */
export async function gate(deps: ServiceDeps, key: MemberKey, options: { touch: boolean }): Promise<AppError | null> {
  const now = deps.clock();
  if (options.touch) await repo.touch(deps.db, key, new Date(now));
  const row = await repo.find(deps.db, key);
  if (!row) return null;
  const exclusion = activeExclusion(row, now);
  if (exclusion) return exclusionRefusal(exclusion);
  const time = limitOf(row, 'time');
  if (!time) return null;
  const span = periodOf(time.period, now);
  const { seconds } = await repo.usageBetween(deps.db, key, span.from, span.to);
  return BigInt(seconds) >= time.value * 60n ? new AppError('limits.time.reached', { until: span.endsAt.toISOString() }) : null;
}

/** A deposit is refused while paused or excluded, without the required limits, and past the deposit limit. */
export async function checkDeposit(deps: ProtectionDeps, key: MemberKey, amount: bigint): Promise<void> {
  const now = deps.clock();
  const [row, required] = await Promise.all([repo.find(deps.db, key), limitsRequired(deps, key.merchantId)]);
  const exclusion = activeExclusion(row, now);
  if (exclusion) throw exclusionRefusal(exclusion);
  if (required && requiredLimitKinds.some((kind) => !limitOf(row, kind))) throw new AppError('limits.required');
  const limit = limitOf(row, 'deposit');
  if (!limit) return;
  const used = await usedOf(deps, key, 'deposit', limit.period, now);
  if (used + amount > limit.value) {
    throw new AppError('limits.deposit.reached', { left: formatMinor(limit.value > used ? limit.value - used : 0n) });
  }
}
