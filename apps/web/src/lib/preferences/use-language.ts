import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLanguage } from '../i18n/i18n';
import { type Language } from '@app/contract';
import { activeLanguage, applyLanguageToDocument, storeLanguage } from './language';

/** The active language and a setter that also stores it and updates <html lang>. */
export function useLanguage(): [Language, (language: Language) => void] {
  const { i18n } = useTranslation();
  const current = activeLanguage(i18n);
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
