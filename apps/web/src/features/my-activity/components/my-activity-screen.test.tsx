import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { API, type MyActivity } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { activityCsv, CSV_BOM } from './activity-csv';
import { formatHoursMinutes } from './activity-format';

/** jsdom has no object URLs: each test that downloads puts its own and takes them away after. */
const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
afterEach(() => {
  Object.assign(URL, objectUrls);
  vi.restoreAllMocks();
});

const zero = { deposits: '0.00', withdrawals: '0.00', stakes: '0.00', wins: '0.00', net: '0.00', secondsPlayed: 0 };
const statement: MyActivity = {
  months: [
    { month: '2026-01', ...zero },
    { month: '2026-02', deposits: '100.00', withdrawals: '0.00', stakes: '62.50', wins: '50.00', net: '-12.50', secondsPlayed: 3_900 },
    { month: '2026-03', deposits: '1500.00', withdrawals: '300.00', stakes: '1000.00', wins: '1234.56', net: '234.56', secondsPlayed: 59 },
  ],
  totals: { deposits: '1600.00', withdrawals: '300.00', stakes: '1062.50', wins: '1284.56', net: '222.06', secondsPlayed: 3_959 },
};
const texts = {
  month: 'Mês',
  deposits: 'Depósitos',
  withdrawals: 'Saques',
  stakes: 'Apostas',
  wins: 'Ganhos',
  net: 'Resultado',
  timePlayed: 'Tempo de jogo',
  total: 'Total',
};

/** jsdom's Blob has no arrayBuffer(); FileReader reads it. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

function openStatement() {
  const { calls } = fakeApi({ [API.myActivity]: () => ({ value: statement }) });
  useSessionStore.getState().setSession(sessionValue('ana_1'));
  renderApp('/m/myActivity');
  return calls;
}

describe('my activity', () => {
  it('shows every month newest first, the totals, and the net coloured by its sign', async () => {
    openStatement();
    expect((await screen.findByTestId('activity-total-net')).textContent).toBe('+R$ 222,06');
    expect(screen.getByTestId('activity-total-net').className).toContain('amount--plus');
    expect(screen.getByTestId('activity-total-deposits').textContent).toBe('DepósitosR$ 1.600,00');
    expect(screen.getByTestId('activity-total-timePlayed').textContent).toBe('Tempo de jogo1:05');

    const rows = screen.getAllByTestId(/^activity-row-\d{4}-\d{2}$/);
    expect(rows.map((row) => row.dataset.testid)).toEqual(['activity-row-2026-03', 'activity-row-2026-02', 'activity-row-2026-01']);
    const march = within(rows[0] as HTMLElement);
    expect(march.getByRole('rowheader').textContent).toBe('mar. de 2026');
    expect(rows[0]?.textContent).toContain('R$ 1.234,56');
    expect(screen.getByTestId('activity-row-2026-03-net').className).toBe('amount--plus');
    expect(screen.getByTestId('activity-row-2026-02-net')).toMatchObject({ className: 'amount--minus', textContent: '-R$ 12,50' });
    expect(screen.getByTestId('activity-row-2026-01-net')).toMatchObject({ className: '', textContent: 'R$ 0,00' });
    expect(screen.getByTestId('activity-row-2026-02').textContent).toContain('1:05');
    expect(screen.getByTestId('activity-totals-net').textContent).toBe('+R$ 222,06');
    expect(screen.getByText('Tempo de jogo: tempo registrado desde que você definiu um limite.')).toBeTruthy();
  });

  it('draws one bar per month with a loss below the line and an empty month without a bar', async () => {
    openStatement();
    const chart = await screen.findByRole('img', { name: /Resultado por mês, de janeiro de 2026 a março de 2026/ });
    expect(chart.querySelectorAll('g')).toHaveLength(3);
    expect(screen.getByTestId('activity-bar-2026-01').querySelector('rect')).toBeNull();
    expect(screen.getByTestId('activity-bar-2026-02').querySelector('rect')?.getAttribute('class')).toBe('activity-chart__bar--minus');
    expect(screen.getByTestId('activity-bar-2026-03').querySelector('title')?.textContent).toBe('março de 2026: +R$ 234,56');
  });

  it('exports a UTF-8 CSV with the mark, semicolons and decimal commas in Portuguese', async () => {
    openStatement();
    let blob: Blob | undefined;
    const createObjectURL = vi.fn((value: Blob) => {
      blob = value;
      return 'blob:activity';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('minha-atividade-2026-03.csv');
    });
    fireEvent.click(await screen.findByTestId('activity-export'));
    expect(click).toHaveBeenCalledOnce();
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const bytes = await bytesOf(blob as Blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const content = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(content).toBe(CSV_BOM + activityCsv(statement, 'pt', texts));
  });
});

describe('the CSV and the durations', () => {
  it('writes months oldest first and the totals, per language', () => {
    expect(activityCsv(statement, 'pt', texts).split('\r\n')).toEqual([
      'Mês;Depósitos;Saques;Apostas;Ganhos;Resultado;Tempo de jogo',
      '2026-01;0,00;0,00;0,00;0,00;0,00;0:00',
      '2026-02;100,00;0,00;62,50;50,00;-12,50;1:05',
      '2026-03;1500,00;300,00;1000,00;1234,56;234,56;0:00',
      'Total;1600,00;300,00;1062,50;1284,56;222,06;1:05',
      '',
    ]);
    const en = activityCsv(statement, 'en', { ...texts, month: 'Month, UTC−3', total: 'Total' }).split('\r\n');
    expect(en[0]).toBe('"Month, UTC−3",Depósitos,Saques,Apostas,Ganhos,Resultado,Tempo de jogo');
    expect(en[2]).toBe('2026-02,100.00,0.00,62.50,50.00,-12.50,1:05');
  });

  it('shows seconds as h:mm', () => {
    expect([0, 59, 60, 3_599, 3_600, 90_061].map(formatHoursMinutes)).toEqual(['0:00', '0:00', '0:01', '0:59', '1:00', '25:01']);
  });
});
