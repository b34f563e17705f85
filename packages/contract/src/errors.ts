/**
 * The one list of errors the platform answers with. Keys are stable dotted
 * strings that clients may branch on; `status` is the HTTP status; `messageKey`
 * names the translated text in the `errors` i18n namespace (see ./i18n).
 */
export const errorList = {
  'system.unknown': { status: 500, messageKey: 'unknown' },
  'system.unavailable': { status: 503, messageKey: 'unavailable' },
  'system.maintenance': { status: 503, messageKey: 'maintenance' },
  'request.invalid': { status: 400, messageKey: 'request_invalid' },
  'request.not.found': { status: 404, messageKey: 'url_empty' },
  'request.too.large': { status: 413, messageKey: 'too_large' },
  'request.unsupported.media': { status: 415, messageKey: 'unsupported_media' },
  'request.rate.limited': { status: 429, messageKey: 'rate_limited' },
  'access.denied.location': { status: 403, messageKey: 'location_denied' },
  'permission.denied': { status: 403, messageKey: 'no_permission' },
  'login.not.session': { status: 401, messageKey: 'not_logged_in' },
  'login.logged.out': { status: 401, messageKey: 'logged_out' },
  'operator.unauthorized': { status: 401, messageKey: 'operator_unauthorized' },
  'merchant.not.found': { status: 404, messageKey: 'merchant_not_found' },
} as const satisfies Record<string, { status: number; messageKey: string }>;

export type ErrorCode = keyof typeof errorList;

export const errorCodes = Object.keys(errorList) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorList, value);
}
