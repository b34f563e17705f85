import { describe, expect, it } from 'vitest';
import { checkMoneyLimit, checkTimeLimit, minutesParts } from './limit-values';

describe('limit values', () => {
  it('takes money as typed and keeps it within R$ 1,00 and R$ 1.000.000,00', () => {
    expect(checkMoneyLimit('50,5')).toEqual({ ok: true, value: '50.50' });
    expect(checkMoneyLimit('1')).toEqual({ ok: true, value: '1.00' });
    expect(checkMoneyLimit('')).toEqual({ ok: false, key: 'required' });
    expect(checkMoneyLimit('abc')).toEqual({ ok: false, key: 'amountFormat' });
    expect(checkMoneyLimit('0,99')).toEqual({ ok: false, key: 'amountRange' });
    expect(checkMoneyLimit('0')).toEqual({ ok: false, key: 'amountRange' });
    expect(checkMoneyLimit('1000000.01')).toEqual({ ok: false, key: 'amountRange' });
  });

  it('adds hours and minutes, from 15 minutes to the length of the period', () => {
    expect(checkTimeLimit('2', '30', 'day')).toEqual({ ok: true, value: '150' });
    expect(checkTimeLimit('', '15', 'day')).toEqual({ ok: true, value: '15' });
    expect(checkTimeLimit('', '', 'day')).toEqual({ ok: false, key: 'required' });
    expect(checkTimeLimit('', '14', 'day')).toEqual({ ok: false, key: 'minutesRange' });
    expect(checkTimeLimit('24', '1', 'day')).toEqual({ ok: false, key: 'minutesRange' });
    expect(checkTimeLimit('25', '', 'week')).toEqual({ ok: true, value: '1500' });
    expect(checkTimeLimit('1.5', '', 'day')).toEqual({ ok: false, key: 'minutesFormat' });
    expect(minutesParts(150)).toEqual({ hours: 2, minutes: 30 });
  });
});
