import { describe, expect, it } from 'vitest';
import { adjustmentBody, readAmount, reasonTextProblem } from './adjustment-form';

describe('readAmount', () => {
  it('gives the amount, or the message key of each problem', () => {
    expect(readAmount('150,5')).toEqual({ amount: '150.50' });
    expect(readAmount('')).toEqual({ problem: 'validation:required' });
    expect(readAmount('-5')).toEqual({ problem: 'validation:amount_format' });
    expect(readAmount('1.005')).toEqual({ problem: 'validation:amount_decimals' });
    expect(readAmount('0,00')).toEqual({ problem: 'validation:amount_positive' });
    expect(readAmount('100000000000.00')).toEqual({ problem: 'players:adjust.amountTooLarge' });
  });
});

describe('reasonTextProblem', () => {
  it('wants 3 to 500 characters once trimmed', () => {
    expect(reasonTextProblem(undefined)).toBe('validation:required');
    expect(reasonTextProblem('  ')).toBe('validation:required');
    expect(reasonTextProblem(' ab ')).toBe('players:adjust.reasonLength');
    expect(reasonTextProblem('x'.repeat(501))).toBe('players:adjust.reasonLength');
    expect(reasonTextProblem('abc')).toBeUndefined();
  });
});

describe('adjustmentBody', () => {
  const values = { direction: 'credit' as const, amount: '150,5', reasonCode: 'goodwill' as const, reasonText: ' late payout ' };

  it('builds the body the server takes', () => {
    expect(adjustmentBody(12, values)).toEqual({
      memberId: 12,
      direction: 'credit',
      amount: '150.50',
      reasonCode: 'goodwill',
      reasonText: 'late payout',
    });
  });

  it('gives nothing while a field is missing or wrong', () => {
    expect(adjustmentBody(12, { ...values, direction: undefined })).toBeUndefined();
    expect(adjustmentBody(12, { ...values, reasonCode: undefined })).toBeUndefined();
    expect(adjustmentBody(12, { ...values, amount: '0' })).toBeUndefined();
    expect(adjustmentBody(12, { ...values, reasonText: 'no' })).toBeUndefined();
  });
});
