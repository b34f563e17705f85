import {
  emailSchema,
  isAdultOn,
  isValidCpf,
  isValidationKey,
  mobileRegisterPayloadSchema,
  registerPayloadSchema,
  type MobileRegisterPayload,
  type RegisterPayload,
  type RegistrationField,
  type RegistrationFieldSetting,
} from '@app/contract';
import { checkRegisterLimits, LIMIT_FIELDS, type LimitDraft } from './register-limits';
import { confirmationError, issuesToErrors, type FieldErrors } from './use-form-validation';

export type RegisterMethod = 'username' | 'mobileNum';

export interface RegisterValues {
  username: string;
  password: string;
  confirmPassword: string;
  captcha: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  agreement: boolean;
  ageConfirmed: boolean;
  /** Optional fields by name (the invitation code included), as typed. */
  extra: Partial<Record<RegistrationField, string>>;
  /** The loss and time limits, asked only when the merchant's jurisdiction requires them. */
  limits?: LimitDraft;
}

export interface RegisterContext {
  method: RegisterMethod;
  captchaId: string;
  /** Enabled optional fields; in the mobile method, mobileNum is a main field instead. */
  fields: readonly RegistrationFieldSetting[];
  /** An invitation code from the link that the server accepted. */
  linkAffiliateCode: string | null;
  /** The merchant's jurisdiction (BR) requires loss and time limits with the registration. */
  limitsRequired?: boolean;
}

/** The focus order of SPEC §5: top of the form first. */
export function fieldOrder(method: RegisterMethod, fields: readonly RegistrationFieldSetting[], limitsRequired = false): string[] {
  const main = method === 'mobileNum' ? ['mobileNum', 'captcha', 'verificationCode'] : ['username'];
  const extra = fields.map((f) => f.field).filter((f) => !(method === 'mobileNum' && f === 'mobileNum'));
  const limits = limitsRequired ? LIMIT_FIELDS : [];
  return [
    ...main,
    'password',
    'confirmPassword',
    ...(method === 'username' ? ['captcha'] : []),
    ...extra,
    ...limits,
    'ageConfirmed',
    'agreement',
  ];
}

export function endOfThisYear(): string {
  return `${new Date().getFullYear()}-12-31`;
}
export const BIRTHDAY_MIN = '1900-01-01';

/** The value as sent: the CPF without its punctuation. */
function normalized(field: RegistrationField, value: string): string {
  return field === 'idNumber' ? value.replace(/\D/g, '') : value.trim();
}

function fieldProblem(setting: RegistrationFieldSetting, value: string): string | undefined {
  if (!value) return setting.required ? 'required' : undefined;
  if (setting.field === 'idNumber' && !isValidCpf(value)) return 'in_cpf_incorrect';
  if (setting.field === 'email' && !emailSchema.safeParse(value).success) return 'in_email_incorrect';
  if (setting.field === 'birthday' && !(value >= BIRTHDAY_MIN && value <= endOfThisYear())) return 'in_birthday_incorrect';
  // The server refuses it too (the same contract rule); saying it here spares a round trip.
  if (setting.field === 'birthday' && !isAdultOn(value, new Date())) return 'birthday_under_18';
  if (setting.pattern) {
    let matches = true;
    try {
      matches = new RegExp(`^(?:${setting.pattern})$`).test(value);
    } catch {
      // A broken pattern in the settings must not block registration; the server checks again.
    }
    if (!matches) return setting.messageKey && isValidationKey(setting.messageKey) ? setting.messageKey : 'required';
  }
  return undefined;
}

/** Validates with the contract schema and the merchant's field settings; returns errors or the payload. */
export function validateRegister(
  values: RegisterValues,
  context: RegisterContext,
): { errors: FieldErrors; payload?: RegisterPayload | MobileRegisterPayload } {
  const optional: Record<string, string> = {};
  const errors: FieldErrors = {};
  for (const setting of context.fields) {
    if (context.method === 'mobileNum' && setting.field === 'mobileNum') continue;
    const value = normalized(setting.field, values.extra[setting.field] ?? '');
    const problem = fieldProblem(setting, value);
    if (problem) errors[setting.field] = problem;
    else if (value) optional[setting.field] = value;
  }
  if (context.linkAffiliateCode) optional.affiliateCode = context.linkAffiliateCode;
  const limits: ReturnType<typeof checkRegisterLimits> =
    context.limitsRequired && values.limits ? checkRegisterLimits(values.limits) : { errors: {} };
  Object.assign(errors, limits.errors);

  const base = {
    password: values.password,
    confirmPassword: values.confirmPassword,
    captcha: values.captcha,
    captchaId: context.captchaId,
    registerUrl: window.location.host,
    domain: window.location.hostname,
    registerMethod: 'H5' as const,
    agreement: values.agreement,
    ageConfirmed: values.ageConfirmed,
    ...optional,
    ...(limits.limits ? { limits: limits.limits } : {}),
  };
  const result =
    context.method === 'mobileNum'
      ? mobileRegisterPayloadSchema.safeParse({
          ...base,
          countryDialingCode: values.countryDialingCode,
          mobileNum: values.mobileNum,
          verificationCode: values.verificationCode,
        })
      : registerPayloadSchema.safeParse({ ...base, username: values.username });
  const schemaErrors = result.success ? {} : issuesToErrors(result.error.issues);
  // The schema's match check runs only once every other field parses; the form says it at once.
  const confirmation = confirmationError(values.password, values.confirmPassword);
  if (confirmation) schemaErrors.confirmPassword = confirmation;
  if (schemaErrors.captchaId) {
    schemaErrors.captcha ??= 'in_vwrite_code';
    delete schemaErrors.captchaId;
  }
  const all = { ...schemaErrors, ...errors };
  if (Object.keys(all).length > 0 || !result.success) return { errors: all };
  return { errors: {}, payload: result.data };
}

/** CPF as typed: 000.000.000-00. */
export function formatCpf(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 11);
  return [d.slice(0, 3), d.slice(3, 6), d.slice(6, 9)].filter(Boolean).join('.') + (d.length > 9 ? `-${d.slice(9)}` : '');
}
