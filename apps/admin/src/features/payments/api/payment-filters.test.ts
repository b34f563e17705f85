import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { API, operatorDepositsQuerySchema, operatorWithdrawalsQuerySchema } from '@app/contract';
import { listQuery } from '../../../lib/refine/list-query';
import { adjustmentFilters } from './adjustment-filters';
import { depositFilters } from './deposit-filters';
import { withdrawalFilters } from './withdrawal-filters';

const ZONE = 'America/Sao_Paulo';
const asText = (query: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );

describe('withdrawal filters', () => {
  const route = { path: API.operatorWithdrawals, paging: 'total-header' as const };

  it('map the form to the queue parameters, amounts with two decimals', () => {
    const filters = withdrawalFilters(
      {
        status: 'pending',
        username: ' ana ',
        memberId: '42',
        minAmount: '100',
        maxAmount: '2500,5',
        flagged: true,
        late: true,
      },
      ZONE,
    );
    const query = listQuery(route, { filters, pagination: { currentPage: 2, pageSize: 20 } });
    expect(query).toEqual({
      status: 'pending',
      username: 'ana',
      memberId: '42',
      minAmount: '100.00',
      maxAmount: '2500.50',
      flagged: 'true',
      late: 'true',
      page: 2,
      limit: 20,
    });
    expect(operatorWithdrawalsQuerySchema.safeParse(asText(query)).success).toBe(true);
  });

  it('leave out blank, unreadable and unticked fields', () => {
    const blank = {
      status: null,
      username: ' ',
      memberId: '4x',
      minAmount: '1.005',
      maxAmount: null,
      flagged: false,
      late: false,
      created: null,
    };
    expect(withdrawalFilters(blank, ZONE)).toEqual([]);
  });

  it('keep a zero lower bound', () => {
    expect(listQuery(route, { filters: withdrawalFilters({ minAmount: 0 }, ZONE), pagination: { mode: 'off' } })).toEqual({
      minAmount: '0.00',
    });
  });

  it('turn the picked days into an inclusive range in the merchant zone, to the last millisecond', () => {
    const created: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs(new Date(2026, 11, 1, 10)), dayjs(new Date(2026, 11, 6, 22))];
    const query = listQuery(route, { filters: withdrawalFilters({ created }, ZONE), pagination: { mode: 'off' } });
    expect(query).toEqual({ from: '2026-12-01T03:00:00.000Z', to: '2026-12-07T02:59:59.999Z' });
    expect(operatorWithdrawalsQuerySchema.safeParse(asText(query)).success).toBe(true);
    const open: [null, dayjs.Dayjs] = [null, dayjs(new Date(2026, 0, 31))];
    expect(listQuery(route, { filters: withdrawalFilters({ created: open }, ZONE), pagination: { mode: 'off' } })).toEqual({
      to: '2026-02-01T02:59:59.999Z',
    });
  });
});

describe('deposit filters', () => {
  const route = { path: API.operatorDeposits, paging: 'total-header' as const };

  it('turn the picked days into [from, to) in the merchant zone', () => {
    const created: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs(new Date(2026, 11, 1, 10)), dayjs(new Date(2026, 11, 6, 22))];
    const query = listQuery(route, {
      filters: depositFilters({ status: 'paid', created, username: 'bob' }, ZONE),
      pagination: { mode: 'off' },
    });
    expect(query).toEqual({ status: 'paid', username: 'bob', from: '2026-12-01T03:00:00.000Z', to: '2026-12-07T03:00:00.000Z' });
    expect(operatorDepositsQuerySchema.safeParse(asText(query)).success).toBe(true);
  });

  it('take an open-ended range', () => {
    const created: [null, dayjs.Dayjs] = [null, dayjs(new Date(2026, 0, 31))];
    expect(listQuery(route, { filters: depositFilters({ created }, ZONE), pagination: { mode: 'off' } })).toEqual({
      to: '2026-02-01T03:00:00.000Z',
    });
  });
});

describe('adjustment filters', () => {
  it('send the status and a numeric member id only', () => {
    expect(adjustmentFilters({ status: 'pending', memberId: ' 17 ' })).toEqual([
      { field: 'status', operator: 'eq', value: 'pending' },
      { field: 'memberId', operator: 'eq', value: '17' },
    ]);
    expect(adjustmentFilters({ status: null, memberId: 'ana' })).toEqual([]);
  });
});
