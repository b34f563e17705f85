import { useRegisterForm, type RegisterFormProps } from '../hooks/use-register-form';
import { PasswordPairFields } from './password-pair-fields';
import { PhoneCodeFields } from './phone-code-fields';
import { RegisterFormFrame } from './register-form-frame';

const DIALING_CODES = ['+55', '+351', '+1'];

/**
 * Registration by mobile number (SPEC §2, §5): number with its country code,
 * captcha, SMS code, password and confirmation, then the common part.
 */
export function RegisterMobileForm(props: RegisterFormProps) {
  const register = useRegisterForm('mobileNum', props);
  const { auth, values, set } = register;
  const { form } = auth;
  return (
    <RegisterFormFrame register={register}>
      <PhoneCodeFields
        auth={auth}
        purpose="register"
        required
        dialingCode={values.countryDialingCode}
        dialingCodes={{ list: DIALING_CODES, onChange: (code) => set('countryDialingCode', code) }}
        mobileNum={{ value: values.mobileNum, onValue: (v) => set('mobileNum', v) }}
        code={{ value: values.verificationCode, onValue: (v) => set('verificationCode', v) }}
      />
      <PasswordPairFields
        pair="account"
        password={{ value: values.password, onValue: (v) => set('password', v) }}
        confirm={{ value: values.confirmPassword, onValue: (v) => set('confirmPassword', v) }}
        message={form.message}
        register={form.register}
      />
    </RegisterFormFrame>
  );
}
