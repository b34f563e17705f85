import { describe, expect, it } from 'vitest';
import { balanceText } from './balance-text';
import { formatAmount, formatMoney } from './format-money';

describe('balance text', () => {
  it('writes reais with R$ and play money without any currency', () => {
    expect(balanceText('1234.56', 'pt', false)).toBe('R$ 1.234,56');
    expect(balanceText('1234.56', 'pt', true)).toBe('1.234,56');
    expect(balanceText('1234.56', 'en', true)).toBe('1,234.56');
    expect(balanceText('1000.00', 'pt', true)).not.toContain('R$');
  });

  it('shows dashes until the wallet answered', () => {
    expect(balanceText(undefined, 'pt', false)).toBe('R$ --');
    expect(balanceText(undefined, 'pt', true)).toBe('--');
  });

  it('keeps the sign in front of the currency', () => {
    expect(formatAmount('-20.00', 'pt')).toBe('-20,00');
    expect(formatMoney('-20.00', 'pt')).toBe('-R$ 20,00');
  });
});
