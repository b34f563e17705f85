import type { I18nProvider } from '@refinedev/core';
import type { i18n as I18n } from 'i18next';
import { isLanguage, storeLanguage } from '../preferences/language';

/**
 * refine's translate over our i18next, in the `refine` namespace (its button, notification and menu keys). refine
 * calls it both as (key, defaultText) and as (key, options, defaultText).
 */
export function createI18nProvider(i18n: I18n): I18nProvider {
  return {
    translate: (key, options?: unknown, defaultMessage?: string) => {
      const values = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
      const fallback = typeof options === 'string' ? options : defaultMessage;
      return i18n.t(key, { ns: 'refine', ...values, ...(fallback !== undefined && { defaultValue: fallback }) });
    },
    changeLocale: async (locale) => {
      if (!isLanguage(locale)) return;
      storeLanguage(locale);
      await i18n.changeLanguage(locale);
    },
    getLocale: () => i18n.resolvedLanguage ?? i18n.language,
  };
}
