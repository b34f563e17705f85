import { describe, expect, it } from 'vitest';
import { isValidCpf, passwordSchema, usernameSchema } from './fields.js';
import { setPasswordByPhonePayloadSchema } from './recovery.js';
import { mobileRegisterPayloadSchema, registerPayloadSchema } from './register.js';
import { loginPayloadSchema } from './session.js';

describe('CPF', () => {
  it('accepts valid numbers with or without punctuation', () => {
    for (const cpf of ['52998224725', '529.982.247-25', '111.444.777-35']) expect(isValidCpf(cpf), cpf).toBe(true);
  });
  it('refuses wrong check digits, repeated digits and wrong lengths', () => {
    for (const cpf of ['52998224724', '11111111111', '00000000000', '5299822472', '529982247250', 'abcdefghijk']) {
      expect(isValidCpf(cpf), cpf).toBe(false);
    }
  });
});

describe('account fields', () => {
  it('follows the SPEC username rule: letters, digits, underscore, 1 to 20', () => {
    expect(usernameSchema.safeParse('joao_99').success).toBe(true);
    expect(usernameSchema.safeParse('a'.repeat(21)).success).toBe(false);
    expect(usernameSchema.safeParse('joão').success).toBe(false);
  });
  it('allows long passphrases but not unbounded ones', () => {
    expect(passwordSchema.safeParse('x'.repeat(64)).success).toBe(true);
    expect(passwordSchema.safeParse('short').success).toBe(false);
    expect(passwordSchema.safeParse('x'.repeat(129)).success).toBe(false);
  });
});

describe('registration payload', () => {
  const base = {
    username: 'ana_1',
    password: 'segredo123',
    confirmPassword: 'segredo123',
    captcha: '1234',
    captchaId: 'abcdefgh12',
    ageConfirmed: true,
    agreement: true,
  };
  it('accepts a complete username registration', () => {
    expect(registerPayloadSchema.safeParse(base).success).toBe(true);
  });
  it('refuses mass-assignment fields and a chosen member type', () => {
    expect(registerPayloadSchema.safeParse({ ...base, balance: '1000.00' }).success).toBe(false);
    expect(registerPayloadSchema.safeParse({ ...base, merchantCode: 'other' }).success).toBe(false);
    expect(registerPayloadSchema.safeParse({ ...base, type: 1 }).success).toBe(false);
  });
  it('needs a matching confirmation, the age and the agreement', () => {
    expect(registerPayloadSchema.safeParse({ ...base, confirmPassword: 'other12345' }).success).toBe(false);
    expect(registerPayloadSchema.safeParse({ ...base, ageConfirmed: false }).success).toBe(false);
    expect(registerPayloadSchema.safeParse({ ...base, agreement: false }).success).toBe(false);
  });
  it('needs the number and its code for mobile registration, not a username', () => {
    const { username: _u, ...noUser } = base;
    expect(mobileRegisterPayloadSchema.safeParse(noUser).success).toBe(false);
    const mobile = { ...noUser, countryDialingCode: '+55', mobileNum: '11987654321', verificationCode: '123456' };
    expect(mobileRegisterPayloadSchema.safeParse(mobile).success).toBe(true);
  });
  it("takes the identity provider's phone token instead of the SMS code, never both or neither", () => {
    const { username: _u, ...noUser } = base;
    const number = { ...noUser, countryDialingCode: '+55', mobileNum: '11987654321' };
    const idToken = 'eyJhbGciOiJSUzI1NiJ9.payload.signature';
    expect(mobileRegisterPayloadSchema.safeParse({ ...number, firebaseChannel: 'sms', firebaseIdToken: idToken }).success).toBe(true);
    expect(mobileRegisterPayloadSchema.safeParse(number).success).toBe(false);
    expect(
      mobileRegisterPayloadSchema.safeParse({ ...number, verificationCode: '123456', firebaseChannel: 'sms', firebaseIdToken: idToken })
        .success,
    ).toBe(false);
    expect(mobileRegisterPayloadSchema.safeParse({ ...number, firebaseIdToken: idToken }).success).toBe(false);
    expect(registerPayloadSchema.safeParse({ ...base, firebaseChannel: 'sms', firebaseIdToken: idToken }).success).toBe(false);
  });
});

describe('phone proofs of login and set password', () => {
  const idToken = 'eyJhbGciOiJSUzI1NiJ9.payload.signature';
  it('logs in by firebase with the token, the number and its dialing code', () => {
    const login = {
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseIdToken: idToken,
      firebaseMobileNo: '11987654321',
      countryDialingCode: '+55',
    };
    expect(loginPayloadSchema.safeParse(login).success).toBe(true);
    expect(loginPayloadSchema.safeParse({ ...login, firebaseChannel: 'email' }).success).toBe(false);
    expect(loginPayloadSchema.safeParse({ ...login, verificationCode: '123456' }).success).toBe(false);
  });
  it('sets a password with the SMS code or the token, exactly one of them', () => {
    const phone = { newPassword: 'segredo123', mobileNum: '11987654321', countryDialingCode: '+55' };
    expect(setPasswordByPhonePayloadSchema.safeParse({ ...phone, verificationCode: '123456' }).success).toBe(true);
    expect(setPasswordByPhonePayloadSchema.safeParse({ ...phone, firebaseIdToken: idToken }).success).toBe(true);
    expect(setPasswordByPhonePayloadSchema.safeParse(phone).success).toBe(false);
    expect(setPasswordByPhonePayloadSchema.safeParse({ ...phone, verificationCode: '123456', firebaseIdToken: idToken }).success).toBe(
      false,
    );
  });
});
