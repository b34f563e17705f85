import { TIMINGS_MS, type Language } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { activeLanguage } from '../preferences/language';
import { useDebouncedValue } from '../timing/use-debounced-value';

/**
 * The language game lists are fetched in. It follows the site language 250 ms
 * late (SPEC §2/§4), so switching back and forth quickly reloads once.
 */
export function useListLanguage(): Language {
  const { i18n } = useTranslation();
  const current = activeLanguage(i18n);
  return useDebouncedValue(current, TIMINGS_MS.languageDebounce);
}
