import type { Dayjs } from 'dayjs';
import { RECONCILIATION_MAX_DAYS, type Reconciliation, type ReconciliationLine, type ReconciliationQuery } from '@app/contract';
import { inZone } from '../../../lib/format/time';
import { dayRange } from './filter-values';

export type RangeProblem = 'required' | 'tooLong';

/**
 * The picked days as the reconciliation's [from, to) in the merchant's zone, or why not: both ends are needed and
 * the server reads at most RECONCILIATION_MAX_DAYS at once (it asks the PSP for the whole period).
 */
export function reconciliationQuery(
  days: [Dayjs | null, Dayjs | null] | null | undefined,
  includeMatched: boolean,
  timeZone: string,
): { query: ReconciliationQuery } | { problem: RangeProblem } {
  const { from, to } = dayRange(days, timeZone);
  if (!from || !to) return { problem: 'required' };
  if (Date.parse(to) - Date.parse(from) > RECONCILIATION_MAX_DAYS * 86_400_000) return { problem: 'tooLong' };
  return { query: { from, to, ...(includeMatched && { includeMatched: 'true' }) } };
}

/**
 * A line where the PSP and the ledger disagree: the ones an operator must look into. A payment returned to its payer
 * (own-account money) is accounted for: it never reached the ledger on purpose.
 */
export function isMismatch(line: Pick<ReconciliationLine, 'kind'>): boolean {
  return line.kind !== 'matched' && line.kind !== 'returned';
}

/** A report's file name with its merchant days, first and last (`to` is the start of the day after the last). */
export function reconciliationFileName(report: Pick<Reconciliation, 'from' | 'to'>, timeZone: string): string {
  const first = inZone(report.from, timeZone).format('YYYY-MM-DD');
  const last = inZone(Date.parse(report.to) - 1, timeZone).format('YYYY-MM-DD');
  return `reconciliation-${first}_${last}`;
}
