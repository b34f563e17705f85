import type { Language } from '../constants.js';
import { errorsEn, type ErrorMessages } from './errors.en.js';
import { errorsPt } from './errors.pt.js';

/** Error texts shared by the server (envelope messages) and the web app (the `errors` namespace). */
export const errorMessages: Record<Language, ErrorMessages> = { pt: errorsPt, en: errorsEn };
export type { ErrorMessages };

/** Fills `{{name}}` placeholders; the same syntax i18next uses on the web. */
export function interpolate(template: string, values: Record<string, string> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
