const inLanguage = (text: string, lang: string) => (lang === 'en' ? text : text.replace('.', ','));

/** A plain number with `digits` decimals in the page's language (1,98 / 1.98). */
export const formatNumber = (value: number, lang: string, digits: number) => inLanguage(value.toFixed(digits), lang);

/** A number without trailing zeros, at most four decimals (0,4 / 1000 / 1,9412). */
export const formatTrimmed = (value: number, lang: string) => inLanguage(String(Number(value.toFixed(4))), lang);

/**
 * A multiplier, written one way in every game: the number in the page's language, then the sign (1,05× in Portuguese,
 * 1.05× in English). `digits` fixes the decimals (crash points: 2); without it, no trailing zeros (0,4× / 1000×).
 */
export const formatMultiplier = (value: number, lang: string, digits?: number) =>
  `${digits === undefined ? formatTrimmed(value, lang) : formatNumber(value, lang, digits)}×`;

/** A crash point or cash-out from its cents (105 → 1,05×). */
export const formatCrashCents = (cents: number, lang: string) => formatMultiplier(cents / 100, lang, 2);

/** A chip's amount on the table, short: 0,50 / 5 / 100. */
export const chipLabel = (amount: string, lang: string) =>
  amount.endsWith('.00') ? amount.slice(0, -3) : amount.replace('.', lang === 'en' ? '.' : ',');
