import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginPayloadSchema } from '@app/contract';
import { refusalToastMs } from '../../../lib/session/protection-refusal';
import { showToast } from '../../../lib/ui/toast-store';
import { login } from '../api/login';
import { useAuthForm } from '../hooks/use-auth-form';
import { issuesToErrors } from '../hooks/use-form-validation';
import { useLoginResult } from '../hooks/use-login-result';
import { PhoneCodeFields } from './phone-code-fields';

const ORDER = ['mobileNum', 'captcha', 'verificationCode'] as const;
const DIALING_CODE = '+55';

/**
 * Mobile number and SMS code login (SPEC §2, REGMOBVERF3); the captcha guards
 * our SMS request. When the identity provider verifies the number
 * (usePhoneProof), it sends the code and checks humans itself: no captcha,
 * and the login is type firebase with its ID token.
 */
export function LoginSmsForm() {
  const { t } = useTranslation('auth');
  const complete = useLoginResult();
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const payload = () => ({ type: 'sms' as const, mobileNum, countryDialingCode: DIALING_CODE, verificationCode: code });
  const auth = useAuthForm({
    captcha: 'sms',
    order: ORDER,
    validate: () => {
      const result = loginPayloadSchema.safeParse(payload());
      return result.success ? {} : issuesToErrors(result.error.issues);
    },
  });
  const { form, phone, human } = auth;

  const onSubmit = () => {
    if (auth.loading || !form.check()) return;
    auth.setLoading(true);
    phone
      .proof(code)
      .then((proof) =>
        'firebaseIdToken' in proof
          ? login({ type: 'firebase', ...proof, firebaseMobileNo: mobileNum, countryDialingCode: DIALING_CODE }, human.proofHeaders)
          : login(loginPayloadSchema.parse(payload()), human.proofHeaders),
      )
      .then(complete, (error: unknown) => {
        auth.setLoading(false);
        showToast(auth.errorText(error), 'error', refusalToastMs(error));
      });
  };

  return (
    <form
      className="auth-form"
      noValidate
      data-testid="login-sms-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <PhoneCodeFields
        auth={auth}
        purpose="login"
        dialingCode={DIALING_CODE}
        mobileNum={{ value: mobileNum, onValue: form.bind('mobileNum', setMobileNum) }}
        code={{ value: code, onValue: form.bind('verificationCode', setCode) }}
      />
      {human.widget}
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={auth.loading}
        aria-busy={auth.loading}
        data-testid="login-sms-submit"
      >
        {auth.loading ? t('loading') : t('login')}
      </button>
    </form>
  );
}
