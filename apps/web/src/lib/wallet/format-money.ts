/**
 * Money arrives as decimal strings ("1234.56"). Intl formats the string
 * itself (no float in between) with the language's separators; the "R$ "
 * prefix is written by hand so PT and EN read the same ("R$ 1.234,56",
 * "R$ 1,234.56") instead of Intl's per-locale currency spacing.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: string): Intl.NumberFormat {
  const locale = language === 'en' ? 'en-US' : 'pt-BR';
  let found = formatters.get(locale);
  if (!found) {
    found = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(locale, found);
  }
  return found;
}

/** The amount alone, without a currency ("1.234,56"): play money is not reais. */
export function formatAmount(amount: string, language: string): string {
  const negative = amount.startsWith('-');
  return `${negative ? '-' : ''}${formatter(language).format(amount.replace('-', '') as `${number}`)}`;
}

export function formatMoney(amount: string, language: string): string {
  const text = formatAmount(amount, language);
  return text.startsWith('-') ? `-R$ ${text.slice(1)}` : `R$ ${text}`;
}

/** Signed movements in records: "+R$ 50,00", "-R$ 20,00". */
export function formatSignedMoney(amount: string, language: string): string {
  const text = formatMoney(amount, language);
  return amount.startsWith('-') || /^0(\.0+)?$/.test(amount) ? text : `+${text}`;
}

/** SPEC §4: a hidden or refreshing balance shows asterisks. */
export const BALANCE_MASK = '****';
