import { useCustomMutation } from '@refinedev/core';
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/i18n/error-text';
import { i18next } from '../../lib/i18n/i18n';
import { isAdminHttpError } from '../../lib/refine/http-error';

type Method = 'put' | 'post';

/** A server field path ("value.channels.0.url") as an antd name path (["value", "channels", 0, "url"]). */
export function namePath(path: string): Array<string | number> {
  return path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** A failed call's text: the data provider's translated message, else the contract's text for the error. */
export function failureText(error: unknown): string {
  return isAdminHttpError(error) ? error.message : errorText(error);
}

/** The screen's own words for the settings' rules ("url.format"), else the server's translated message per field. */
export function settingFieldErrors(error: unknown): Array<[string, string]> {
  if (!isAdminHttpError(error)) return [];
  const texts: Record<string, string> = {};
  for (const [path, text] of Object.entries(error.errors ?? {})) if (typeof text === 'string') texts[path] = text;
  const fields = Array.isArray(error.data.fields) ? (error.data.fields as Array<{ path?: unknown; code?: unknown }>) : [];
  for (const field of fields) {
    const key = typeof field.code === 'string' ? `settings:fieldErrors.${field.code.replace(/\./g, '_')}` : '';
    if (typeof field.path === 'string' && key && i18next.exists(key)) texts[field.path] = i18next.t(key);
  }
  return Object.entries(texts);
}

/**
 * Sends one change of the settings screen (each its own audited call). A refusal puts the server's translated
 * message on the fields it names and shows it; success says so and calls `onSaved` (the screen reads again).
 */
export function useSettingSave(form: FormInstance | null, onSaved: () => void) {
  const { t } = useTranslation('settings');
  const { message } = App.useApp();
  const { mutateAsync, mutation } = useCustomMutation();
  const send = async (url: string, values: object, method: Method = 'put'): Promise<boolean> => {
    try {
      await mutateAsync({ url, method, values, successNotification: false, errorNotification: false });
      void message.success(t('saved'));
      onSaved();
      return true;
    } catch (error) {
      const fields = settingFieldErrors(error);
      form?.setFields(fields.map(([path, text]) => ({ name: namePath(path), errors: [text] })));
      void message.error(fields.length ? t('invalid') : failureText(error));
      return false;
    }
  };
  return { send, saving: mutation.isPending };
}
