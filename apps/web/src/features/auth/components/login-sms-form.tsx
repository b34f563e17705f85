import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginPayloadSchema } from '@app/contract';
import { TextField } from '../../../components/ui/field';
import { showToast } from '../../../lib/ui/toast-store';
import { login } from '../api/login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { usePhoneProof } from '../hooks/use-phone-proof';
import { issuesToErrors, useFormValidation } from '../hooks/use-form-validation';
import { CaptchaField, useCaptcha } from './captcha-image';
import { SmsCodeButton } from './sms-code-button';
import { smsRequestReady } from '../hooks/sms-request-ready';

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
  const phone = usePhoneProof();
  const errorText = phone.errorText;
  const complete = useCompleteLogin();
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [captchaText, setCaptchaText] = useState('');
  const [loading, setLoading] = useState(false);
  const { captcha, refresh } = useCaptcha(phone.decided && !phone.viaProvider);

  const payload = () => ({ type: 'sms' as const, mobileNum, countryDialingCode: DIALING_CODE, verificationCode: code });
  const form = useFormValidation(() => {
    const result = loginPayloadSchema.safeParse(payload());
    return result.success ? {} : issuesToErrors(result.error.issues);
  }, ORDER);

  const newCaptcha = () => {
    setCaptchaText('');
    refresh();
  };

  const canRequest = () => smsRequestReady(form, { mobileNum, captchaText, captchaLoaded: Boolean(captcha), captchaNeeded: !phone.viaProvider });

  const onSubmit = () => {
    if (loading || !form.check()) return;
    setLoading(true);
    phone
      .proof(code)
      .then((proof) =>
        'firebaseIdToken' in proof
          ? login({ type: 'firebase', ...proof, firebaseMobileNo: mobileNum, countryDialingCode: DIALING_CODE })
          : login(loginPayloadSchema.parse(payload())),
      )
      .then(complete, (error: unknown) => {
        setLoading(false);
        showToast(errorText(error), 'error');
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
      <TextField
        name="mobileNum"
        label={t('mobileNum')}
        placeholder={t('mobilePlaceholder')}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={20}
        value={mobileNum}
        onValue={form.bind('mobileNum', (v) => setMobileNum(v.replace(/\D/g, '')))}
        error={form.message('mobileNum')}
        inputRef={form.register('mobileNum')}
        addon={<span className="ui-field__prefix">{DIALING_CODE}</span>}
      />
      {phone.viaProvider ? null : (
        <CaptchaField
          value={captchaText}
          onValue={form.bind('captcha', setCaptchaText)}
          error={form.message('captcha')}
          inputRef={form.register('captcha')}
          captcha={captcha}
          onRefresh={newCaptcha}
        />
      )}
      <TextField
        name="verificationCode"
        label={t('smsCode')}
        placeholder={t('smsCodePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        value={code}
        onValue={form.bind('verificationCode', (v) => setCode(v.replace(/\D/g, '')))}
        error={form.message('verificationCode')}
        inputRef={form.register('verificationCode')}
        addon={
          <SmsCodeButton
            canRequest={canRequest}
            onFailed={newCaptcha}
            quietFailure={phone.viaProvider}
            request={() =>
              phone
                .sendCode({ mobileNum, countryDialingCode: DIALING_CODE, captcha: captchaText, captchaId: captcha?.captchaId ?? '', purpose: 'login' })
                .finally(newCaptcha)
            }
          />
        }
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={loading} aria-busy={loading} data-testid="login-sms-submit">
        {loading ? t('loading') : t('login')}
      </button>
    </form>
  );
}
