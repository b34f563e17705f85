import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH, setPasswordByPhonePayloadSchema } from '@app/contract';
import { TextField } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api/api-error';
import { showToast } from '../../../lib/ui/toast-store';
import { setPasswordByPhone } from '../api/set-password-by-phone';
import { usePhoneProof, withProof } from '../hooks/use-phone-proof';
import { issuesToErrors, useFormValidation } from '../hooks/use-form-validation';
import { CaptchaField, useCaptcha } from './captcha-image';
import { NewPasswordFields } from './new-password-fields';
import { SmsCodeButton } from './sms-code-button';
import { smsRequestReady } from '../hooks/sms-request-ready';

const ORDER = ['mobileNum', 'captcha', 'verificationCode', 'newPassword'] as const;
const DIALING_CODE = '+55';

/**
 * Set password by phone (SPEC §2, §5, §8): number, captcha (guards the SMS
 * request), SMS code, new password. Submit stays disabled until a field was
 * touched and nothing is wrong; modify.new.old.same clears the password, any
 * other failure the code. With the identity provider (usePhoneProof) the
 * provider sends and confirms the code: no captcha, its ID token is sent.
 */
export function ForgetPhoneForm() {
  const { t } = useTranslation('auth');
  const phone = usePhoneProof();
  const errorText = phone.errorText;
  const navigate = useNavigate();
  const [mobileNum, setMobileNum] = useState('');
  const [captchaText, setCaptchaText] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [loading, setLoading] = useState(false);
  const { captcha, refresh } = useCaptcha(phone.decided && !phone.viaProvider);

  const payload = () => ({ newPassword, mobileNum, countryDialingCode: DIALING_CODE, verificationCode: code });
  const parsed = setPasswordByPhonePayloadSchema.safeParse(payload());
  const form = useFormValidation(() => (parsed.success ? {} : issuesToErrors(parsed.error.issues)), ORDER);
  const hasShownError = ORDER.some((name) => form.errors[name] !== undefined);
  const submitDisabled = loading || !touched || !parsed.success || hasShownError;

  /** A touched field shows its error on leaving it (the submit stays disabled meanwhile). */
  const onBlurCheck = (name: string) => () => {
    if (!touched || parsed.success) return;
    const key = issuesToErrors(parsed.error.issues)[name];
    if (key !== undefined && payloadValue(name)) form.setError(name, key);
  };
  const payloadValue = (name: string): string => (payload() as Record<string, string>)[name] ?? '';

  const newCaptcha = () => {
    setCaptchaText('');
    refresh();
  };

  const canRequest = () => smsRequestReady(form, { mobileNum, captchaText, captchaLoaded: Boolean(captcha), captchaNeeded: !phone.viaProvider });

  const onSubmit = () => {
    if (submitDisabled || !form.check() || !parsed.success) return;
    setLoading(true);
    const { data } = parsed;
    phone
      .proof(code)
      // SPEC §3: this payload has no channel field, only the optional firebaseIdToken.
      .then((proof) => setPasswordByPhone('firebaseIdToken' in proof ? withProof(data, { firebaseIdToken: proof.firebaseIdToken }) : data))
      .then(
        () => {
          setLoading(false);
          showToast(t('passwordReset'), 'success');
          void navigate(LOGIN_PATH, { replace: true });
        },
        (error: unknown) => {
          setLoading(false);
          showToast(errorText(error), 'error');
          // SPEC §8: the same password again clears the password; anything else the code.
          if (isApiError(error) && error.errorCode === 'modify.new.old.same') {
            setNewPassword('');
            form.focus('newPassword');
          } else {
            setCode('');
            form.focus('verificationCode');
          }
        },
      );
  };

  const typed = (name: string, setter: (v: string) => void, digits = false) =>
    form.bind(name, (value) => {
      setter(digits ? value.replace(/\D/g, '') : value);
      setTouched(true);
    });

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
      <TextField
        name="mobileNum"
        label={t('mobileNum')}
        placeholder={t('mobilePlaceholder')}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={20}
        required
        value={mobileNum}
        onBlur={onBlurCheck('mobileNum')}
        onValue={typed('mobileNum', setMobileNum, true)}
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
        required
        value={code}
        onBlur={onBlurCheck('verificationCode')}
        onValue={typed('verificationCode', setCode, true)}
        error={form.message('verificationCode')}
        inputRef={form.register('verificationCode')}
        addon={
          <SmsCodeButton
            canRequest={canRequest}
            onFailed={newCaptcha}
            quietFailure={phone.viaProvider}
            request={() =>
              phone
                .sendCode({ mobileNum, countryDialingCode: DIALING_CODE, captcha: captchaText, captchaId: captcha?.captchaId ?? '', purpose: 'password' })
                .finally(newCaptcha)
            }
          />
        }
      />
      <NewPasswordFields
        newPassword={{ value: newPassword, onValue: typed('newPassword', setNewPassword) }}
        message={form.message}
        register={form.register}
        onBlur={onBlurCheck}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={submitDisabled} aria-busy={loading} data-testid="forget-phone-submit">
        {loading ? t('loading') : t('setPasswordSubmit')}
      </button>
      <p className="auth__tips">{t('phoneTips')}</p>
    </form>
  );
}
