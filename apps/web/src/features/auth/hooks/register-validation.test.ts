import { describe, expect, it } from 'vitest';
import type { RegistrationFieldSetting } from '@app/contract';
import { fieldOrder, formatCpf, validateRegister, type RegisterValues } from './register-validation';

const values: RegisterValues = {
  username: 'ana_1',
  password: 'segredo123',
  confirmPassword: 'segredo123',
  captcha: '1234',
  countryDialingCode: '+55',
  mobileNum: '',
  verificationCode: '',
  agreement: true,
  ageConfirmed: true,
  extra: {},
};
const field = (name: RegistrationFieldSetting['field'], over: Partial<RegistrationFieldSetting> = {}): RegistrationFieldSetting => ({
  field: name,
  enabled: true,
  required: false,
  pattern: null,
  messageKey: null,
  ...over,
});
const context = {
  method: 'username' as const,
  captchaId: 'captcha-0001',
  fields: [] as RegistrationFieldSetting[],
  linkAffiliateCode: null,
};

describe('registration validation', () => {
  it('formats the CPF as typed and sends digits that pass the settings pattern', () => {
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('52998224725999')).toBe('529.982.247-25');
    const fields = [field('idNumber', { required: true, pattern: '^\\d{11}$', messageKey: 'in_cpf_incorrect' })];
    const result = validateRegister({ ...values, extra: { idNumber: '529.982.247-25' } }, { ...context, fields });
    expect(result.errors).toEqual({});
    expect(result.payload).toMatchObject({ idNumber: '52998224725' });
  });

  it('applies required, pattern (with its message key) and the birthday range; empty optional passes', () => {
    const fields = [
      field('nickname', { required: true }),
      field('qqNum', { pattern: '\\d{5,}', messageKey: 'in_mobile_incorrect' }),
      field('birthday'),
      field('email'),
    ];
    const { errors } = validateRegister({ ...values, extra: { qqNum: '12', birthday: '1899-12-31' } }, { ...context, fields });
    expect(errors).toEqual({ nickname: 'required', qqNum: 'in_mobile_incorrect', birthday: 'in_birthday_incorrect' });
    const nextYear = `${new Date().getFullYear() + 1}-01-01`;
    expect(validateRegister({ ...values, extra: { nickname: 'A', birthday: nextYear } }, { ...context, fields }).errors).toEqual({
      birthday: 'in_birthday_incorrect',
    });
    // 18 on the calendar: born 17 years ago is refused before the server is asked.
    const seventeen = `${new Date().getFullYear() - 17}-01-01`;
    expect(validateRegister({ ...values, extra: { nickname: 'A', birthday: seventeen } }, { ...context, fields }).errors).toEqual({
      birthday: 'birthday_under_18',
    });
  });

  it('needs the confirmation, the captcha, the age and uses the link invitation code', () => {
    const { errors } = validateRegister({ ...values, confirmPassword: '', captcha: '', ageConfirmed: false }, context);
    expect(errors).toMatchObject({ confirmPassword: 'in_incorrect_password', captcha: 'in_vwrite_code', ageConfirmed: 'confirm_age' });
    expect(validateRegister(values, { ...context, linkAffiliateCode: 'ABC' }).payload).toMatchObject({ affiliateCode: 'ABC' });
  });

  it('asks the mobile method for number and code instead of a username, in form order', () => {
    const mobile = { ...context, method: 'mobileNum' as const };
    const { errors } = validateRegister({ ...values, username: '' }, mobile);
    expect(errors).toMatchObject({ mobileNum: 'in_mobile_incorrect', verificationCode: 'verification_code_error' });
    expect(errors.username).toBeUndefined();
    expect(fieldOrder('mobileNum', [field('mobileNum'), field('email')])).toEqual([
      'mobileNum',
      'captcha',
      'verificationCode',
      'password',
      'confirmPassword',
      'email',
      'ageConfirmed',
      'agreement',
    ]);
  });
});
