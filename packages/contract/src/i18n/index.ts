import type { Language } from '../constants.js';
import { errorsEn, type ErrorMessages } from './errors.en.js';
import { errorsPt } from './errors.pt.js';
import { validationEn, type ValidationMessages } from './validation.en.js';
import { validationPt } from './validation.pt.js';

/** Error texts shared by the server (envelope messages) and the web app (the `errors` namespace). */
export const errorMessages: Record<Language, ErrorMessages> = { pt: errorsPt, en: errorsEn };
export type { ErrorMessages, ValidationMessages };

/** Field messages by key (the `message` of the contract's zod rules), for forms and for `data.fields`. */
export const validationMessages: Record<Language, ValidationMessages> = { pt: validationPt, en: validationEn };
export function isValidationKey(key: string): key is keyof ValidationMessages {
  return Object.hasOwn(validationEn, key);
}

/** Fills `{{name}}` placeholders; the same syntax i18next uses on the web. */
export function interpolate(template: string, values: Record<string, string> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
