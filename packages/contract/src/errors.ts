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
  'encryption.required': { status: 400, messageKey: 'encryption_required' },
  'encryption.invalid': { status: 400, messageKey: 'encryption_invalid' },
  'encryption.replayed': { status: 400, messageKey: 'encryption_replayed' },
  'captcha.invalid': { status: 400, messageKey: 'captcha_invalid' },
  'login.credentials.invalid': { status: 401, messageKey: 'login_failed' },
  'login.account.locked': { status: 429, messageKey: 'account_locked' },
  'login.member.disabled': { status: 403, messageKey: 'user_disabled' },
  'login.non.member': { status: 403, messageKey: 'non_member' },
  'login.non.agent': { status: 403, messageKey: 'non_agent' },
  'register.method.disabled': { status: 403, messageKey: 'register_disabled' },
  'register.username.exists': { status: 409, messageKey: 'username_exists' },
  'register.mobile.exists': { status: 409, messageKey: 'mobile_exists' },
  'register.idnumber.exists': { status: 409, messageKey: 'idnumber_exists' },
  'register.affiliate.invalid': { status: 400, messageKey: 'invitation_code_error' },
  'sms.code.invalid': { status: 400, messageKey: 'verification_code_error' },
  'sms.code.expired': { status: 400, messageKey: 'verification_code_expired' },
  'sms.rate.limited': { status: 429, messageKey: 'sms_rate_limited' },
  'sms.send.failed': { status: 502, messageKey: 'sms_send_failed' },
  'free.reject': { status: 403, messageKey: 'free_reject' },
  'modify.new.old.same': { status: 400, messageKey: 'new_old_same' },
  'password.old.incorrect': { status: 400, messageKey: 'old_password_incorrect' },
  'password.reset.invalid': { status: 400, messageKey: 'reset_link_invalid' },
  'login.social.invalid': { status: 401, messageKey: 'social_login_failed' },
  'login.social.disabled': { status: 403, messageKey: 'social_login_disabled' },
  'mail.send.failed': { status: 502, messageKey: 'mail_send_failed' },
} as const satisfies Record<string, { status: number; messageKey: string }>;

export type ErrorCode = keyof typeof errorList;

export const errorCodes = Object.keys(errorList) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorList, value);
}
