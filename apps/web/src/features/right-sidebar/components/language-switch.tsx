import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@app/contract';
import { BrazilFlag, UkFlag } from '../../../components/ui/icons/flag-icons';
import { useLanguage } from '../../../lib/preferences/use-language';
import './sidebar-settings.css';

const flags: Record<Language, ComponentType<{ size?: number }>> = { pt: BrazilFlag, en: UkFlag };

export function LanguageSwitch() {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <div className="sidebar-setting" role="group" aria-label={t('sidebar.language')}>
      <span className="sidebar-setting__label">{t('sidebar.language')}</span>
      <div className="segmented">
        {languages.map((code) => {
          const Flag = flags[code];
          return (
            <button
              key={code}
              type="button"
              className={`segmented__option${language === code ? ' is-selected' : ''}`}
              data-testid={`lang-${code}`}
              aria-pressed={language === code}
              lang={code === 'pt' ? 'pt-BR' : 'en'}
              onClick={() => setLanguage(code)}
            >
              <Flag size={20} />
              <span>{t(`languages.${code}`)}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
