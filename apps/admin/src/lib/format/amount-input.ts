import { exactAmountSchema } from '@app/contract';

/** What can be wrong with a typed amount; each screen names it in its own words. */
export type AmountProblem = 'required' | 'format' | 'decimals' | 'zero' | 'tooLarge';

export type AmountReading = { amount: string } | { problem: AmountProblem };

/**
 * What an operator typed (an antd InputNumber in string mode, or text) as the API's amount, "1234.50": digits with a
 * decimal point or comma and at most two places. A third decimal is refused rather than rounded: an operator moving
 * money must see exactly what moves. Zero is refused unless `allowZero` (a filter's lower bound may be 0).
 */
export function readAmountInput(input: string | number | null | undefined, options: { allowZero?: boolean } = {}): AmountReading {
  const text = input === null || input === undefined ? '' : String(input).trim().replace(',', '.');
  if (!text) return { problem: 'required' };
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return { problem: 'format' };
  const [, units = '0', cents = ''] = match;
  if (cents.length > 2) return { problem: 'decimals' };
  const amount = `${units.replace(/^0+(?=\d)/, '')}.${cents.padEnd(2, '0')}`;
  if (amount === '0.00' && !options.allowZero) return { problem: 'zero' };
  // Past the contract's largest typed amount (eleven digits of reais).
  if (!exactAmountSchema.safeParse(amount).success) return { problem: 'tooLarge' };
  return { amount };
}
