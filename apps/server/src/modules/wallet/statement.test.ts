import { API, merchantDayOf } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCalls, memberWithMoney, providerCalls, TEST_VENDOR, type MoneyMember } from '../../test/money.js';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';

const today = () => merchantDayOf(Date.now());
const url = (startDate: string, endDate: string) => `${API.accountStatement}?startDate=${startDate}&endDate=${endDate}`;

describe.each(testDatabases())('account statement on %s', (kind) => {
  let t: TestApp;
  let ana: MoneyMember;
  let bia: MoneyMember;

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { seamlessVendors: [TEST_VENDOR] } });
    ana = await memberWithMoney(t, 10_000n);
    bia = await memberWithMoney(t, 777n);
    const call = providerCalls(t);
    const round = { playerId: ana.playerId, roundId: `st-${ana.memberId}`, gameCode: 'demo-slot', currency: 'BRL' };
    await call('bet', { ...round, transactionId: `sb-${ana.memberId}`, amount: '20.00' });
    await call('win', { ...round, transactionId: `sw-${ana.memberId}`, amount: '1234.50', endRound: true });
  });
  afterAll(() => t.close());

  it('gives the member their own movements, oldest first, as a Portuguese spreadsheet reads them', async () => {
    const res = await memberCalls(t, ana).get(url(today(), today()), 'pt');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="extrato-${today()}-${today()}.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Data;Tipo;Valor;Saldo após;Situação;Referência');
    const cells = lines.slice(1).map((line) => line.split(';'));
    expect(cells.map((c) => c.slice(1, 5))).toEqual([
      ['Depósito', '100,00', '100,00', 'Concluído'],
      ['Aposta', '-20,00', '80,00', 'Concluído'],
      ['Ganho', '1234,50', '1314,50', 'Concluído'],
    ]);
    expect(cells[0]?.[0]).toMatch(new RegExp(`^${today()} \\d{2}:\\d{2}:\\d{2}$`));
    // Nothing of another member's: bia's R$ 7,77 never shows.
    expect(res.body).not.toContain('7,77');
  });

  it('writes English files with commas between cells and decimal points', async () => {
    const res = await memberCalls(t, ana).get(`${url(today(), today())}&type=win`, 'en');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="statement-${today()}-${today()}.csv"`);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Type,Amount,Balance after,Status,Reference');
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 5))).toEqual([['Win', '1234.50', '1314.50', 'Done']]);
    const own = await memberCalls(t, bia).get(url(today(), today()), 'en');
    expect(
      own.body
        .slice(1)
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(',')[2]),
    ).toEqual(['7.77']);
  });

  it('refuses more than 12 months, a backwards range and a missing day with a translated 400', async () => {
    const calls = memberCalls(t, ana);
    const long = await calls.get(url('2025-01-01', '2026-01-02'), 'pt');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ success: false, errorCode: expect.any(String) });
    expect(long.body).toContain('no máximo 12 meses');
    expect((await calls.get(url('2025-01-01', '2026-01-01'), 'pt')).statusCode).toBe(200);
    const backwards = await calls.get(url('2026-02-01', '2026-01-01'), 'en');
    expect([backwards.statusCode, backwards.body.includes('at most 12 months')]).toEqual([400, true]);
    expect((await calls.get(`${API.accountStatement}?startDate=2026-01-01`)).statusCode).toBe(400);
    expect((await calls.get(url('2026-99-01', '2026-01-01'))).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(today(), today()) });
    expect([res.statusCode, res.json().errorCode]).toEqual([401, 'login.not.session']);
  });
});
