import { CLIENT_TYPE, PLATFORM, type Language } from '@app/contract';

export type ParamValue = string | number | undefined | null;

/**
 * The query string of a catalogue GET: the SPEC §7 parameters given, empty
 * ones left out, plus platform, client type and language (the server also
 * reads the language header; the parameter keeps cached answers apart).
 * Calls whose answer has no names (favourite ids) take no language.
 */
export function catalogueQuery(path: string, params: Record<string, ParamValue>, language: Language | null): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  search.set('platform', PLATFORM);
  search.set('clientType', String(CLIENT_TYPE));
  if (language) search.set('language', language);
  return `${path}?${search.toString()}`;
}
