import type { Language } from '@app/contract';

const MONEY = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** Thousands, decimal separators and the gap after R$ as Intl's pt-BR and en-US currency formats write them. */
const styles: Record<Language, { group: string; decimal: string; symbol: string }> = {
  pt: { group: '.', decimal: ',', symbol: 'R$\u00a0' },
  en: { group: ',', decimal: '.', symbol: 'R$' },
};

function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * An API amount (a decimal string, "1234.56") as the operator reads it: `R$ 1.234,56` in Portuguese, `R$1,234.56`
 * in English, always two decimals. Works on the text, never through a float: house totals can exceed what a double
 * holds to the centavo. A value that is not a decimal string is shown as it came.
 */
export function formatMoney(amount: string, language: Language): string {
  const match = MONEY.exec(amount.trim());
  if (!match) return amount;
  const [, minus, units = '0', cents = ''] = match;
  const style = styles[language];
  const whole = groupDigits(units.replace(/^0+(?=\d)/, ''), style.group);
  const isZero = /^0*$/.test(units) && /^0*$/.test(cents);
  const sign = minus && !isZero ? '-' : '';
  return `${sign}${style.symbol}${whole}${style.decimal}${cents.padEnd(2, '0')}`;
}

/** For CSV files: the plain decimal with two places ("-1234.50"), whatever the screen language. */
export function plainMoney(amount: string): string {
  const match = MONEY.exec(amount.trim());
  if (!match) return amount;
  const [, minus, units = '0', cents = ''] = match;
  return `${minus ?? ''}${units}.${cents.padEnd(2, '0')}`;
}
