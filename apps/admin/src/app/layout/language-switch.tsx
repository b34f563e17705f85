import { useTranslation } from 'react-i18next';
import { useTranslation as useRefineTranslation } from '@refinedev/core';
import { Segmented } from 'antd';
import { DEFAULT_LANGUAGE, languages } from '@app/contract';
import { isLanguage } from '../../lib/preferences/language';

/** Portuguese or English, kept for the next visit (refine's i18n provider stores the choice). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { changeLocale } = useRefineTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <Segmented
      size="small"
      aria-label={t('language')}
      value={current}
      onChange={(language) => void changeLocale(language)}
      options={languages.map((language) => ({ value: language, label: language.toUpperCase(), title: t(`languages.${language}`) }))}
    />
  );
}
