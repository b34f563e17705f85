import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import ptBR from 'antd/es/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { RefineThemes } from '@refinedev/antd';
import { DEFAULT_LANGUAGE } from '@app/contract';
import { htmlLang, isLanguage } from '../lib/preferences/language';
import { nonceInjectedStyles, readCspNonce } from './csp-nonce';

const antdLocales = { pt: ptBR, en: enUS };
const dayjsLocales = { pt: 'pt-br', en: 'en' };
const nonce = readCspNonce();
if (nonce) nonceInjectedStyles(nonce);

/**
 * Ant Design in the chosen language (its own texts, the date pickers' month names), with the page's CSP nonce on
 * every style it writes, and its App context (messages, notifications and modals that see this configuration).
 */
export function AntdShell({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  dayjs.locale(dayjsLocales[language]);
  useEffect(() => {
    document.documentElement.lang = htmlLang(language);
  }, [language]);

  return (
    <ConfigProvider locale={antdLocales[language]} theme={RefineThemes.Blue} {...(nonce && { csp: { nonce } })}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
