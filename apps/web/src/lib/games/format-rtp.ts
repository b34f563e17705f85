/**
 * A game's RTP ("96.50", percent with two places) in the language's number
 * format: "96,50" in Portuguese, "96.50" in English. Intl formats the string
 * itself, so no float rounds it on the way.
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatRtp(rtp: string, language: string): string {
  const locale = language === 'en' ? 'en-US' : 'pt-BR';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(locale, formatter);
  }
  return formatter.format(rtp as `${number}`);
}
