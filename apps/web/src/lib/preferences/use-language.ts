import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLanguage } from '../i18n/i18n';
import { applyLanguageToDocument, isLanguage, storeLanguage } from './language';
import { DEFAULT_LANGUAGE, type Language } from '@app/contract';

/** The active language and a setter that also stores it and updates <html lang>. */
export function useLanguage(): [Language, (language: Language) => void] {
  const { i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const setLanguage = useCallback(
    (language: Language) => {
      storeLanguage(language);
      applyLanguageToDocument(language);
      // English texts are fetched on first choice; the switch happens once they are here.
      void loadLanguage(language).then(() => i18n.changeLanguage(language));
    },
    [i18n],
  );
  return [current, setLanguage];
}
