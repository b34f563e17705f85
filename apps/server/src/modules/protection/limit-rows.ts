import {
  formatMinor,
  LIMIT_AMOUNT_MAX_MINOR,
  LIMIT_AMOUNT_MIN_MINOR,
  LIMIT_MINUTES_MIN,
  LIMIT_PERIOD_MINUTES,
  parseMoney,
  type LimitInput,
  type LimitKind,
  type LimitPeriod,
} from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { ProtectionRow } from './protection.repository.js';

/** A limit as member_protection stores it (one value and one period column per kind), and the rules of changing one. */

const PERIOD_RANK: Record<LimitPeriod, number> = { day: 1, week: 2, month: 3 };

export interface Limit {
  period: LimitPeriod;
  /** Centavos, or minutes for time. */
  value: bigint;
}

const columns = {
  loss: ['lossLimit', 'lossPeriod'],
  bet: ['betLimit', 'betPeriod'],
  deposit: ['depositLimit', 'depositPeriod'],
  time: ['timeLimit', 'timePeriod'],
} as const satisfies Record<LimitKind, readonly [keyof ProtectionRow, keyof ProtectionRow]>;

export function limitOf(row: ProtectionRow | undefined, kind: LimitKind): Limit | null {
  if (!row) return null;
  const [valueColumn, periodColumn] = columns[kind];
  const value = row[valueColumn] as bigint | number | null;
  const period = row[periodColumn] as LimitPeriod | null;
  return value === null || period === null ? null : { period, value: BigInt(value) };
}

export function limitColumns(kind: LimitKind, limit: Limit | null): Partial<ProtectionRow> {
  const [valueColumn, periodColumn] = columns[kind];
  const value = limit === null ? null : kind === 'time' ? Number(limit.value) : limit.value;
  return { [valueColumn]: value, [periodColumn]: limit?.period ?? null };
}

/** The limit as the player typed it, in centavos or minutes, within the bounds of its kind and period. */
export function parseLimit(input: LimitInput): Limit {
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
export const isStricter = (next: Limit, current: Limit) =>
  next.value <= current.value && PERIOD_RANK[next.period] >= PERIOD_RANK[current.period];

export const formatValue = (kind: LimitKind, value: bigint) => (kind === 'time' ? value.toString() : formatMinor(value));
