import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { useRegisterForm, type RegisterFormProps } from '../hooks/use-register-form';
import { PasswordPairFields } from './password-pair-fields';
import { AuthCaptchaField } from './phone-code-fields';
import { RegisterFormFrame } from './register-form-frame';

/** Registration by username (SPEC §2, §5): username, password and confirmation, captcha, then the common part. */
export function RegisterUsernameForm(props: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const register = useRegisterForm('username', props);
  const { auth, values, set } = register;
  const { form } = auth;
  return (
    <RegisterFormFrame register={register}>
      <TextField
        name="username"
        label={t('username')}
        placeholder={t('usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="none"
        maxLength={20}
        required
        value={values.username}
        onValue={(v) => set('username', v)}
        error={form.message('username')}
        inputRef={form.register('username')}
      />
      <PasswordPairFields
        pair="account"
        password={{ value: values.password, onValue: (v) => set('password', v) }}
        confirm={{ value: values.confirmPassword, onValue: (v) => set('confirmPassword', v) }}
        message={form.message}
        register={form.register}
      />
      <AuthCaptchaField auth={auth} />
    </RegisterFormFrame>
  );
}
