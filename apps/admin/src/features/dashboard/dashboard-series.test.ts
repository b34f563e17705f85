import { describe, expect, it } from 'vitest';
import type { DashboardDay } from '@app/contract';
import { toCsv } from '../../lib/csv/csv';
import { chartPoints, dashboardCsvColumns } from './dashboard-series';

const day: DashboardDay = {
  day: '2026-12-06',
  registrations: 12,
  firstDeposits: { count: 3, amount: '150.00' },
  deposits: { count: 9, amount: '1234.5' },
  withdrawalsPaid: { count: 2, amount: '300.00' },
  bets: '5000.00',
  wins: '5200.25',
  ggr: '-200.25',
  activePlayers: 40,
};

describe('dashboard series', () => {
  it('gives the chart numbers and short day labels in the chosen language', () => {
    expect(chartPoints([day], 'pt')).toEqual([
      {
        day: '2026-12-06',
        label: '06/12',
        deposits: 1234.5,
        withdrawals: 300,
        ggr: -200.25,
        registrations: 12,
        firstDeposits: 3,
        activePlayers: 40,
      },
    ]);
    expect(chartPoints([day], 'en')[0]?.label).toBe('12-06');
  });

  it('writes plain two-place amounts to the file', () => {
    const t = ((key: string) => key.split(':')[1]) as never;
    const csv = toCsv([day], dashboardCsvColumns(t));
    expect(csv.split('\r\n')[1]).toBe('2026-12-06,12,3,150.00,9,1234.50,2,300.00,5000.00,5200.25,-200.25,40');
  });
});
