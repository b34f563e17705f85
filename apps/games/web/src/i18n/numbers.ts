/** A plain number with `digits` decimals in the page's language (1,98 / 1.98). */
export const formatNumber = (value: number, lang: string, digits: number) => value.toFixed(digits).replace('.', lang === 'en' ? '.' : ',');

/** A multiplier without trailing zeros (×0,4 / ×1000). */
export const formatMultiplier = (value: number, lang: string) =>
  `×${String(Number(value.toFixed(4))).replace('.', lang === 'en' ? '.' : ',')}`;

/** A chip's amount on the table, short: 0,50 / 5 / 100. */
export const chipLabel = (amount: string, lang: string) =>
  amount.endsWith('.00') ? amount.slice(0, -3) : amount.replace('.', lang === 'en' ? '.' : ',');
