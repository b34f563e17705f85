import { describe, expect, it } from 'vitest';
import { readAmountInput } from './amount-input';

describe('readAmountInput', () => {
  it('writes what was typed with two decimals', () => {
    expect(readAmountInput('12')).toEqual({ amount: '12.00' });
    expect(readAmountInput('12.5')).toEqual({ amount: '12.50' });
    expect(readAmountInput('12,05')).toEqual({ amount: '12.05' });
    expect(readAmountInput(7.25)).toEqual({ amount: '7.25' });
    expect(readAmountInput('0012.')).toEqual({ amount: '12.00' });
    expect(readAmountInput('99999999999.99')).toEqual({ amount: '99999999999.99' });
  });

  it('names what is wrong', () => {
    expect(readAmountInput('')).toEqual({ problem: 'required' });
    expect(readAmountInput(null)).toEqual({ problem: 'required' });
    expect(readAmountInput('-5')).toEqual({ problem: 'format' });
    expect(readAmountInput('1e3')).toEqual({ problem: 'format' });
    expect(readAmountInput('1.234,56')).toEqual({ problem: 'format' });
    expect(readAmountInput('1.005')).toEqual({ problem: 'decimals' });
    expect(readAmountInput('0,00')).toEqual({ problem: 'zero' });
    expect(readAmountInput('100000000000.00')).toEqual({ problem: 'tooLarge' });
  });

  it('takes zero when asked to', () => {
    expect(readAmountInput('0', { allowZero: true })).toEqual({ amount: '0.00' });
  });
});
