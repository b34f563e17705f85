import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { reconciliationQuerySchema } from '@app/contract';
import { isMismatch, reconciliationFileName, reconciliationQuery } from './reconciliation-query';

const ZONE = 'America/Sao_Paulo';
const day = (month: number, date: number) => dayjs(new Date(2026, month - 1, date, 12));

describe('reconciliation query', () => {
  it('reads the picked days as [from, to) in the merchant zone', () => {
    const result = reconciliationQuery([day(12, 1), day(12, 6)], false, ZONE);
    expect(result).toEqual({ query: { from: '2026-12-01T03:00:00.000Z', to: '2026-12-07T03:00:00.000Z' } });
    if ('query' in result) expect(reconciliationQuerySchema.safeParse(result.query).success).toBe(true);
  });

  it('asks for the matched lines only when told', () => {
    expect(reconciliationQuery([day(12, 1), day(12, 1)], true, ZONE)).toMatchObject({ query: { includeMatched: 'true' } });
  });

  it('wants both ends and at most 31 days', () => {
    expect(reconciliationQuery([day(12, 1), null], false, ZONE)).toEqual({ problem: 'required' });
    expect(reconciliationQuery(null, false, ZONE)).toEqual({ problem: 'required' });
    expect(reconciliationQuery([day(11, 1), day(12, 1)], false, ZONE)).toMatchObject({ query: {} });
    expect(reconciliationQuery([day(11, 1), day(12, 2)], false, ZONE)).toEqual({ problem: 'tooLong' });
  });

  it('flags every kind but matched and returned (a payment sent back to its payer on purpose)', () => {
    expect(isMismatch({ kind: 'matched' })).toBe(false);
    expect(isMismatch({ kind: 'returned' })).toBe(false);
    expect(isMismatch({ kind: 'paid_not_credited' })).toBe(true);
    expect(isMismatch({ kind: 'amount_mismatch' })).toBe(true);
  });

  it('names the file after the merchant days of the period', () => {
    const report = { from: '2026-12-01T03:00:00.000Z', to: '2026-12-07T03:00:00.000Z' };
    expect(reconciliationFileName(report, ZONE)).toBe('reconciliation-2026-12-01_2026-12-06');
  });
});
