import { describe, expect, it } from 'vitest';
import type { Report, ReportRow } from '@app/contract';
import { CHART_TOP, chartPointsOf, hasFlows, rowLabel } from './report-rows';

const t = ((key: string) => (key === 'noAgent' ? 'Sem agente' : key)) as never;

const row = (key: string, label: string, ggr: string): ReportRow => ({
  key,
  label,
  rounds: 1,
  bets: '10.00',
  wins: '0.00',
  ggr,
  bonusCost: '0.00',
  ngr: ggr,
  deposits: { count: 0, amount: '0.00' },
  withdrawals: { count: 0, amount: '0.00' },
  firstDeposits: { count: 0, amount: '0.00' },
  registrations: 0,
  activePlayers: null,
});

const reportOf = (groupBy: Report['groupBy'], rows: ReportRow[]) => ({ groupBy, rows }) as Report;

describe('the rows of a report as the screen shows them', () => {
  it('writes days as the screens do, names the members without an agent and falls back to the key', () => {
    expect(rowLabel({ groupBy: 'day' }, row('2026-12-06', '2026-12-06', '1.00'), t, 'pt')).toBe('06/12/2026');
    expect(rowLabel({ groupBy: 'agent' }, row('0', '', '1.00'), t, 'pt')).toBe('Sem agente');
    expect(rowLabel({ groupBy: 'agent' }, row('42', 'ana', '1.00'), t, 'pt')).toBe('ana');
    expect(rowLabel({ groupBy: 'vendor' }, row('PG', '', '1.00'), t, 'pt')).toBe('PG');
  });

  it('charts every day, but only the biggest games, with amounts as numbers', () => {
    const games = Array.from({ length: CHART_TOP + 5 }, (_, i) => row(`V/g${i}`, `Game ${i}`, `${100 - i}.50`));
    const points = chartPointsOf(reportOf('game', games), t, 'pt');
    expect(points).toHaveLength(CHART_TOP);
    expect(points[0]).toEqual({ label: 'Game 0', ggr: 100.5, ngr: 100.5, bets: 10 });
    const days = Array.from({ length: 31 }, (_, i) => row(`2026-12-${String(i + 1).padStart(2, '0')}`, '', '-3.25'));
    expect(chartPointsOf(reportOf('day', days), t, 'en')).toHaveLength(31);
    expect(chartPointsOf(reportOf('day', days), t, 'en')[0]).toMatchObject({ label: '12-01', ggr: -3.25 });
  });

  it('shows money flows only where the grouping has them', () => {
    expect(['day', 'game', 'vendor', 'category', 'agent'].filter((g) => hasFlows({ groupBy: g as Report['groupBy'] }))).toEqual([
      'day',
      'agent',
    ]);
  });
});
