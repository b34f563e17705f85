import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationMessages, type MobileRegisterPayload, type RegistrationField, type RegistrationFieldSetting } from '@app/contract';
import { TextField } from '../../../components/ui/field';
import { isApiError, serverFieldErrors } from '../../../lib/api/api-error';
import { useLanguage } from '../../../lib/preferences/use-language';
import { showToast } from '../../../lib/ui/toast-store';
import { register as registerCall } from '../api/register';
import { fieldOrder, validateRegister, type RegisterMethod, type RegisterValues } from '../hooks/register-validation';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { usePhoneProof, withProof } from '../hooks/use-phone-proof';
import { useFormValidation } from '../hooks/use-form-validation';
import { CaptchaField, useCaptcha } from './captcha-image';
import { CheckField, PasswordField } from './form-field';
import { RegisterExtraFields } from './register-extra-fields';
import { SmsCodeButton } from './sms-code-button';
import { smsRequestReady } from '../hooks/sms-request-ready';

const DIALING_CODES = ['+55', '+351', '+1'];
const INVITATION_TOAST_MS = 1000;

const initialValues: RegisterValues = {
  username: '',
  password: '',
  confirmPassword: '',
  captcha: '',
  countryDialingCode: '+55',
  mobileNum: '',
  verificationCode: '',
  agreement: true,
  ageConfirmed: false,
  extra: {},
};

interface RegisterFormProps {
  method: RegisterMethod;
  /** Enabled optional fields (the invitation code only when the link's code was not accepted). */
  fields: readonly RegistrationFieldSetting[];
  linkAffiliateCode: string | null;
  /** The server refused the link's code: show the invitation field. */
  onAffiliateRefused: () => void;
}

/**
 * Registration by username or mobile number (SPEC §2, §5). The mobile number
 * is proved by our SMS code or, when the identity provider verifies numbers
 * (usePhoneProof), by its ID token (firebaseChannel 'sms', firebaseIdToken);
 * the captcha is still the registration's own.
 */
export function RegisterForm({ method, fields, linkAffiliateCode, onAffiliateRefused }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const [language] = useLanguage();
  const phone = usePhoneProof();
  const errorText = phone.errorText;
  const complete = useCompleteLogin();
  const [values, setValues] = useState<RegisterValues>(initialValues);
  const [loading, setLoading] = useState(false);
  const { captcha, refresh } = useCaptcha(true);
  const mobile = method === 'mobileNum';
  const extraFields = useMemo(() => fields.filter((f) => !(mobile && f.field === 'mobileNum')), [fields, mobile]);
  const order = useMemo(() => fieldOrder(method, extraFields), [method, extraFields]);
  const context = { method, captchaId: captcha?.captchaId ?? '', fields: extraFields, linkAffiliateCode };
  const form = useFormValidation(() => validateRegister(values, context).errors, order);

  const set = <K extends keyof RegisterValues>(name: K, value: RegisterValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    form.clear(name);
  };
  const setExtra = (field: RegistrationField, value: string) => {
    setValues((current) => ({ ...current, extra: { ...current.extra, [field]: value } }));
    form.clear(field);
  };
  const newCaptcha = () => {
    setValues((current) => ({ ...current, captcha: '' }));
    refresh();
  };

  const canRequestCode = () =>
    smsRequestReady(form, { mobileNum: values.mobileNum, captchaText: values.captcha, captchaLoaded: Boolean(captcha), captchaNeeded: !phone.viaProvider });

  const onFailure = (error: unknown) => {
    setLoading(false);
    newCaptcha();
    if (isApiError(error) && error.errorCode === 'register.affiliate.invalid') {
      showToast(validationMessages[language].invitation_code_error, 'error', INVITATION_TOAST_MS);
      onAffiliateRefused();
      setTimeout(() => form.focus('affiliateCode'), INVITATION_TOAST_MS);
      return;
    }
    showToast(errorText(error), 'error');
    // The merchant's rules the server applies (an under-age birthday…): each under its field, the first focused.
    const fieldErrors = serverFieldErrors(error).filter((f) => order.includes(f.path));
    fieldErrors.forEach((f) => form.setError(f.path, f.key));
    if (fieldErrors[0]) form.focus(fieldErrors[0].path);
    else if (isApiError(error) && error.errorCode.startsWith('sms.code')) form.focus('verificationCode');
    else if (isApiError(error) && error.errorCode === 'captcha.invalid') form.focus('captcha');
  };

  const onSubmit = () => {
    if (loading || !form.check()) return;
    const { payload } = validateRegister(values, context);
    if (!payload) return;
    setLoading(true);
    (mobile ? phone.proof(values.verificationCode).then((proof) => registerCall(withProof(payload as MobileRegisterPayload, proof), true)) : registerCall(payload, false)).then(
      (session) => complete(session, t('registered')),
      onFailure,
    );
  };

  const captchaField = (
    <CaptchaField
      required
      value={values.captcha}
      onValue={(digits) => set('captcha', digits)}
      error={form.message('captcha')}
      inputRef={form.register('captcha')}
      captcha={captcha}
      onRefresh={newCaptcha}
    />
  );

  return (
    <form
      className="auth-form"
      noValidate
      data-testid="register-form"
      data-method={method}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {mobile ? (
        <>
          <TextField
            name="mobileNum"
            label={t('mobileNum')}
            placeholder={t('mobilePlaceholder')}
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={20}
            required
            value={values.mobileNum}
            onValue={(v) => set('mobileNum', v.replace(/\D/g, ''))}
            error={form.message('mobileNum')}
            inputRef={form.register('mobileNum')}
            addon={
              <select
                className="ui-field__prefix"
                aria-label={t('countryCode')}
                value={values.countryDialingCode}
                data-testid="field-countryDialingCode"
                onChange={(event) => set('countryDialingCode', event.target.value)}
              >
                {DIALING_CODES.map((code) => (
                  <option key={code}>{code}</option>
                ))}
              </select>
            }
          />
          {captchaField}
          <TextField
            name="verificationCode"
            label={t('smsCode')}
            placeholder={t('smsCodePlaceholder')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={10}
            required
            value={values.verificationCode}
            onValue={(v) => set('verificationCode', v.replace(/\D/g, ''))}
            error={form.message('verificationCode')}
            inputRef={form.register('verificationCode')}
            addon={
              <SmsCodeButton
                canRequest={canRequestCode}
                // Our SMS request used the captcha up; the provider's send leaves it for the registration.
                onFailed={phone.viaProvider ? undefined : newCaptcha}
                quietFailure={phone.viaProvider}
                request={() =>
                  phone
                    .sendCode({
                      mobileNum: values.mobileNum,
                      countryDialingCode: values.countryDialingCode,
                      captcha: values.captcha,
                      captchaId: captcha?.captchaId ?? '',
                      purpose: 'register',
                    })
                    .then((expiry) => {
                      if (!phone.viaProvider) newCaptcha();
                      return expiry;
                    })
                }
              />
            }
          />
        </>
      ) : (
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
      )}
      <PasswordField
        name="password"
        label={t('password')}
        placeholder={t('passwordPlaceholder')}
        autoComplete="new-password"
        required
        value={values.password}
        onValue={(v) => set('password', v)}
        error={form.message('password')}
        inputRef={form.register('password')}
      />
      <PasswordField
        name="confirmPassword"
        label={t('confirmPassword')}
        placeholder={t('confirmPasswordPlaceholder')}
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onValue={(v) => set('confirmPassword', v)}
        error={form.message('confirmPassword')}
        inputRef={form.register('confirmPassword')}
      />
      {mobile ? null : captchaField}
      <RegisterExtraFields fields={extraFields} values={values.extra} onValue={setExtra} message={form.message} register={form.register} />
      <CheckField
        name="ageConfirmed"
        checked={values.ageConfirmed}
        onChecked={(v) => set('ageConfirmed', v)}
        error={form.message('ageConfirmed')}
        inputRef={form.register('ageConfirmed')}
      >
        {t('age')}
      </CheckField>
      <CheckField
        name="agreement"
        checked={values.agreement}
        onChecked={(v) => set('agreement', v)}
        error={form.message('agreement')}
        inputRef={form.register('agreement')}
      >
        {t('agreement')}
      </CheckField>
      <button type="submit" className="btn btn--primary btn--block" disabled={loading} aria-busy={loading} data-testid="register-submit">
        {loading ? t('loading') : t('register')}
      </button>
    </form>
  );
}
