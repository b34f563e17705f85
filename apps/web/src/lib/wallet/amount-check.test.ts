import { describe, expect, it } from 'vitest';
import { checkAmount } from './amount-check';

const limits = { min: '10.00', max: '5000.00', dailyRemaining: '300.00', balance: '100.00' };

describe('checkAmount', () => {
  it.each([
    ['', 'required'],
    ['-5', 'amount_negative'],
    ['0', 'amount_positive'],
    ['0,00', 'amount_positive'],
    ['1.234', 'amount_decimals'],
    ['1,234', 'amount_decimals'],
    ['abc', 'amount_format'],
    ['1.2.3', 'amount_format'],
  ])('refuses %j with %s (contract messages)', (input, key) => {
    expect(checkAmount(input, limits)).toEqual({ ok: false, key });
  });

  it('checks the limits in order: min, max, daily left, balance', () => {
    expect(checkAmount('9.99', limits)).toEqual({ ok: false, key: 'amount_below_min', limit: '10.00' });
    expect(checkAmount('5000.01', limits)).toEqual({ ok: false, key: 'amount_above_max', limit: '5000.00' });
    expect(checkAmount('300.01', limits)).toEqual({ ok: false, key: 'amount_above_daily', limit: '300.00' });
    expect(checkAmount('100.01', limits)).toEqual({ ok: false, key: 'amount_above_balance', limit: '100.00' });
  });

  it('accepts a comma and gives the API amount with two places', () => {
    expect(checkAmount('50,25', limits)).toEqual({ ok: true, amount: '50.25' });
    expect(checkAmount(' 50 ', limits)).toEqual({ ok: true, amount: '50.00' });
    expect(checkAmount('100', limits)).toEqual({ ok: true, amount: '100.00' });
  });

  it('ignores limits it was not given', () => {
    expect(checkAmount('1000', { min: '1.00', max: '5000.00' })).toEqual({ ok: true, amount: '1000.00' });
  });
});
