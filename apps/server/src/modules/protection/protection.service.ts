import {
  formatMinor,
  merchantDayOf,
  merchantDayStart,
  LIMIT_COOLING_OFF_MS,
  limitKinds,
  NATIONAL_SELF_EXCLUSION_URL,
  REALITY_CHECK_DEFAULT_MINUTES,
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
import { restrictionOf } from './account-restrictions.js';
import { formatValue, isStricter, limitColumns, limitOf, parseLimit } from './limit-rows.js';
import { betDuties, identityRequired, limitsRequired } from './protection-profile.js';
import * as repo from './protection.repository.js';

export type MemberKey = repo.MemberKey;
export {
  barredChecksRequired,
  betDuties,
  identityRequired,
  inactivityLogoutMs,
  INACTIVITY_LOGOUT_MS,
  limitsRequired,
  profileOf,
} from './protection-profile.js';
export { liftRestriction, markIdentityVerified, restrict } from './account-restrictions.js';
export { leavesWithdrawal, WITHDRAW_ONLY_ROUTES } from './withdraw-only.js';
export { sessionActivity, setRealityCheck } from './reality-check.js';

/** What the payments module tells about a member's deposits: their sum since an instant (paid, and pending unexpired). */
export type DepositedSince = (key: MemberKey, since: Date) => Promise<bigint>;

export interface ProtectionDeps extends ServiceDeps {
  depositedSince: DepositedSince;
}

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

const depositedIn = (deps: ProtectionDeps, key: MemberKey, period: LimitPeriod, now: number) =>
  deps.depositedSince(key, merchantDayStart(periodOf(period, now).from));

/** What a play limit has used of its period, from the member's days read once for every limit. */
function playUsed(days: readonly repo.UsageDay[], kind: Exclude<LimitKind, 'deposit'>, period: LimitPeriod, now: number): bigint {
  const sums = repo.sumFrom(days, periodOf(period, now).from);
  if (kind === 'loss') return sums.staked - sums.won;
  if (kind === 'bet') return sums.staked;
  return BigInt(Math.floor(sums.seconds / 60));
}

/** Everything the player's responsible-gaming page shows: limits with what is used and left, pending raises, a pause. */
export async function status(deps: ProtectionDeps, key: MemberKey): Promise<ProtectionStatus> {
  const now = deps.clock();
  const [row, pending, required, identity] = await Promise.all([
    repo.find(deps.db, key),
    repo.pendingChanges(deps.db, key),
    limitsRequired(deps, key.merchantId),
    identityRequired(deps, key.merchantId),
  ]);
  const periodFor = (kind: LimitKind) => limitOf(row, kind)?.period ?? 'day';
  const earliest = limitKinds.map((kind) => periodOf(periodFor(kind), now).from).sort()[0] ?? merchantDayOf(now);
  const [days, deposited] = await Promise.all([
    repo.usageDays(deps.db, key, earliest, merchantDayOf(now)),
    depositedIn(deps, key, periodFor('deposit'), now),
  ]);
  const limits: LimitStatus[] = [];
  for (const kind of limitKinds) {
    const limit = limitOf(row, kind);
    const used = kind === 'deposit' ? deposited : playUsed(days, kind, periodFor(kind), now);
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
    identity: { required: identity, verified: Boolean(row?.identityVerifiedAt) },
    restriction: restrictionOf(row),
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
 * What may end a protected member's session or refuse a login now: a pause, an exclusion or a restriction (each
 * leaves a withdraw-only session, withdraw-only.ts), or a time limit used up (until its period ends). `touch` counts
 * the time since the last activity first (the session guard, once a minute).
 */
export async function gate(deps: ServiceDeps, key: MemberKey, options: { touch: boolean }): Promise<AppError | null> {
  const now = deps.clock();
  if (options.touch) await repo.touch(deps.db, key, new Date(now));
  const row = await repo.find(deps.db, key);
  if (!row) return null;
  const exclusion = activeExclusion(row, now);
  if (exclusion) return exclusionRefusal(exclusion);
  if (row.restrictionKind) return new AppError('protection.restricted', { until: row.restrictedUntil?.toISOString() ?? null });
  const time = limitOf(row, 'time');
  if (!time) return null;
  const span = periodOf(time.period, now);
  const { seconds } = repo.sumFrom(await repo.usageDays(deps.db, key, span.from, span.to), span.from);
  return BigInt(seconds) >= time.value * 60n ? new AppError('limits.time.reached', { until: span.endsAt.toISOString() }) : null;
}

/** The jurisdiction's conditions of real-money play: the required limits set, then a verified identity. */
function checkDuties(row: repo.ProtectionRow | undefined, duties: { limitsRequired: boolean; identityRequired: boolean }): void {
  if (duties.limitsRequired && requiredLimitKinds.some((kind) => !limitOf(row, kind))) throw new AppError('limits.required');
  if (duties.identityRequired && !row?.identityVerifiedAt) throw new AppError('identity.unverified');
}

/**
 * A real-money game launch: refused up front where the bet would be (the bet's statement checks the same), so the
 * player reads why before the game opens. Pauses and exclusions never get here (withdraw-only sessions).
 */
export async function checkPlay(deps: ServiceDeps, key: MemberKey): Promise<void> {
  const [row, duties] = await Promise.all([repo.find(deps.db, key), betDuties(deps, key.merchantId)]);
  checkDuties(row, duties);
}

/**
 * A deposit is refused while paused, excluded or restricted, without a verified identity or the required limits where
 * the jurisdiction wants them, and past the deposit limit.
 */
export async function checkDeposit(deps: ProtectionDeps, key: MemberKey, amount: bigint): Promise<void> {
  const now = deps.clock();
  const [row, duties] = await Promise.all([repo.find(deps.db, key), betDuties(deps, key.merchantId)]);
  const exclusion = activeExclusion(row, now);
  if (exclusion) throw exclusionRefusal(exclusion);
  if (row?.restrictionKind) throw new AppError('protection.restricted');
  checkDuties(row, duties);
  const limit = limitOf(row, 'deposit');
  if (!limit) return;
  const used = await depositedIn(deps, key, limit.period, now);
  if (used + amount > limit.value) {
    throw new AppError('limits.deposit.reached', { left: formatMinor(limit.value > used ? limit.value - used : 0n) });
  }
}
