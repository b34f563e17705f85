import { isAdultOn, isValidCpf, registrationFields, type RegistrationFieldSetting } from '@app/contract';
import type { FieldProblem } from '../../http/validation-errors.js';

type Values = Partial<Record<(typeof registrationFields)[number], string | undefined>>;

const isPresent = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** YYYY-MM-DD that exists in the calendar, from 1900 to the end of the current year (SPEC §5). */
function birthdayProblem(value: string, now: Date): string | undefined {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1900 || year > now.getUTCFullYear()) return 'in_birthday_incorrect';
  // The same rule as the form's and the identity check's (contract kyc.ts): 18 on the calendar.
  return isAdultOn(value, now) ? undefined : 'birthday_under_18';
}

/**
 * The merchant's registration field settings applied to a payload: a field
 * not enabled must be absent, an enabled required one present, a pattern
 * matched; CPF and birthday have rules of their own. `alwaysAllowed` are
 * fields the method itself carries (the number of a mobile registration,
 * the affiliate code of the link the visitor came from).
 */
export function checkRegistrationFields(
  values: Values,
  settings: RegistrationFieldSetting[],
  options: { now: Date; alwaysAllowed: ReadonlyArray<(typeof registrationFields)[number]> },
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of registrationFields) {
    const value = values[field];
    const setting = settings.find((s) => s.field === field && s.enabled);
    const allowed = options.alwaysAllowed.includes(field);
    if (!setting) {
      if (isPresent(value) && !allowed) problems.push({ path: field, key: 'field_not_enabled' });
      continue;
    }
    if (!isPresent(value)) {
      if (setting.required) problems.push({ path: field, key: 'required' });
      continue;
    }
    if (setting.pattern && !new RegExp(setting.pattern).test(value)) {
      problems.push({ path: field, key: setting.messageKey ?? 'invalid' });
      continue;
    }
    if (field === 'idNumber' && !isValidCpf(value)) problems.push({ path: field, key: 'in_cpf_incorrect' });
    if (field === 'birthday') {
      const key = birthdayProblem(value, options.now);
      if (key) problems.push({ path: field, key });
    }
  }
  return problems;
}

/** What a required identity field is checked against when the merchant's settings do not name it. */
const IDENTITY_FIELDS: ReadonlyArray<Pick<RegistrationFieldSetting, 'field' | 'pattern' | 'messageKey'>> = [
  { field: 'idNumber', pattern: '^\\d{11}$', messageKey: 'in_cpf_incorrect' },
  { field: 'birthday', pattern: '^\\d{4}-\\d{2}-\\d{2}$', messageKey: 'in_birthday_incorrect' },
];

/**
 * Under a jurisdiction that requires the bettor's identity (BR): the CPF (own-account money, the regulator's files,
 * the barred-persons check) and the birth date (18 or older) are required whatever the merchant's settings say.
 */
export function withIdentityRequired(settings: RegistrationFieldSetting[]): RegistrationFieldSetting[] {
  const forced = settings.map((s) => (IDENTITY_FIELDS.some((f) => f.field === s.field) ? { ...s, enabled: true, required: true } : s));
  const missing = IDENTITY_FIELDS.filter((f) => !forced.some((s) => s.field === f.field));
  return [...forced, ...missing.map((f) => ({ ...f, enabled: true, required: true }))];
}
