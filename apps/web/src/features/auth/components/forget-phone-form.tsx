import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH, setPasswordByPhonePayloadSchema } from '@app/contract';
import { isApiError } from '../../../lib/api/api-error';
import { showToast } from '../../../lib/ui/toast-store';
import { setPasswordByPhone } from '../api/set-password-by-phone';
import { useAuthForm } from '../hooks/use-auth-form';
import { withProof } from '../hooks/use-phone-proof';
import { issuesToErrors } from '../hooks/use-form-validation';
import { PasswordPairFields } from './password-pair-fields';
import { PhoneCodeFields } from './phone-code-fields';

const ORDER = ['mobileNum', 'captcha', 'verificationCode', 'newPassword'] as const;
const DIALING_CODE = '+55';

/**
 * The state and calls of set password by phone. Submit stays disabled until
 * a field was touched and nothing is wrong; modify.new.old.same clears the
 * password, any other failure the code.
 */
function useSetPasswordByPhone() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const payload = () => ({ newPassword, mobileNum, countryDialingCode: DIALING_CODE, verificationCode: code });
  const parsed = setPasswordByPhonePayloadSchema.safeParse(payload());
  const auth = useAuthForm({ captcha: 'sms', order: ORDER, validate: () => (parsed.success ? {} : issuesToErrors(parsed.error.issues)) });
  const { form, phone } = auth;
  const hasShownError = ORDER.some((name) => form.errors[name] !== undefined);
  const submitDisabled = auth.loading || !touched || !parsed.success || hasShownError;

  /** A touched field shows its error on leaving it (the submit stays disabled meanwhile). */
  const onBlurCheck = (name: string) => () => {
    if (!touched || parsed.success) return;
    const key = issuesToErrors(parsed.error.issues)[name];
    if (key !== undefined && payloadValue(name)) form.setError(name, key);
  };
  const payloadValue = (name: string): string => (payload() as Record<string, string>)[name] ?? '';

  const onFailure = (error: unknown) => {
    auth.setLoading(false);
    showToast(auth.errorText(error), 'error');
    // SPEC §8: the same password again clears the password; anything else the code.
    if (isApiError(error) && error.errorCode === 'modify.new.old.same') {
      setNewPassword('');
      form.focus('newPassword');
    } else {
      setCode('');
      form.focus('verificationCode');
    }
  };

  const onSubmit = () => {
    if (submitDisabled || !form.check() || !parsed.success) return;
    auth.setLoading(true);
    const { data } = parsed;
    phone
      .proof(code)
      // SPEC §3: this payload has no channel field, only the optional firebaseIdToken.
      .then((proof) => setPasswordByPhone('firebaseIdToken' in proof ? withProof(data, { firebaseIdToken: proof.firebaseIdToken }) : data))
      .then(() => {
        auth.setLoading(false);
        showToast(t('passwordReset'), 'success');
        void navigate(LOGIN_PATH, { replace: true });
      }, onFailure);
  };

  /** An input's change handler: also marks the form touched. */
  const typed = (name: string, setter: (v: string) => void) =>
    form.bind(name, (value) => {
      setter(value);
      setTouched(true);
    });

  const fields = {
    mobileNum: { value: mobileNum, onValue: typed('mobileNum', setMobileNum) },
    code: { value: code, onValue: typed('verificationCode', setCode) },
    newPassword: { value: newPassword, onValue: typed('newPassword', setNewPassword) },
  };
  return { auth, fields, onBlurCheck, submitDisabled, onSubmit };
}

/**
 * Set password by phone (SPEC §2, §5, §8): number, captcha (guards the SMS
 * request), SMS code, new password. With the identity provider
 * (usePhoneProof) the provider sends and confirms the code: no captcha, its
 * ID token is sent.
 */
export function ForgetPhoneForm() {
  const { t } = useTranslation('auth');
  const { auth, fields, onBlurCheck, submitDisabled, onSubmit } = useSetPasswordByPhone();
  const { form } = auth;
  return (
    <form
      className="auth-form"
      noValidate
      data-testid="forget-phone-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <PhoneCodeFields
        auth={auth}
        purpose="password"
        dialingCode={DIALING_CODE}
        required
        mobileNum={fields.mobileNum}
        code={fields.code}
        onBlur={onBlurCheck}
      />
      <PasswordPairFields pair="new" password={fields.newPassword} message={form.message} register={form.register} onBlur={onBlurCheck} />
      {auth.human.widget}
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={submitDisabled}
        aria-busy={auth.loading}
        data-testid="forget-phone-submit"
      >
        {auth.loading ? t('loading') : t('setPasswordSubmit')}
      </button>
      <p className="auth__tips">{t('phoneTips')}</p>
    </form>
  );
}
