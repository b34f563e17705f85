import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import type { SmsCodeRequest } from '../api/sms-code';
import type { AuthForm } from '../hooks/use-auth-form';
import { smsRequestReady } from '../hooks/sms-request-ready';
import { CaptchaField } from './captcha-image';
import { SmsCodeButton } from './sms-code-button';

type PhoneField = 'mobileNum' | 'verificationCode';

interface FieldBinding {
  value: string;
  /** Receives the typed text with everything but digits removed. */
  onValue: (digits: string) => void;
}

interface PhoneCodeFieldsProps {
  auth: AuthForm;
  purpose: SmsCodeRequest['purpose'];
  mobileNum: FieldBinding;
  code: FieldBinding;
  /** The country code sent with the number; shown fixed unless the member picks it from `dialingCodes`. */
  dialingCode: string;
  dialingCodes?: { list: readonly string[]; onChange: (code: string) => void };
  /** The " *" marker on the number and the code. */
  required?: boolean;
  onBlur?: (name: PhoneField) => () => void;
}

const digits = (value: string) => value.replace(/\D/g, '');

/** The captcha input of an account form (useAuthForm's captcha). */
export function AuthCaptchaField({ auth }: { auth: AuthForm }) {
  const { form, captcha } = auth;
  return (
    <CaptchaField
      required={captcha.required}
      value={captcha.text}
      onValue={captcha.onText}
      error={form.message('captcha')}
      inputRef={form.register('captcha')}
      captcha={captcha.image}
      onRefresh={captcha.renew}
    />
  );
}

function DialingCode({ code, codes }: { code: string; codes: PhoneCodeFieldsProps['dialingCodes'] }) {
  const { t } = useTranslation('auth');
  if (!codes) return <span className="ui-field__prefix">{code}</span>;
  return (
    <select
      className="ui-field__prefix"
      aria-label={t('countryCode')}
      value={code}
      data-testid="field-countryDialingCode"
      onChange={(event) => codes.onChange(event.target.value)}
    >
      {codes.list.map((option) => (
        <option key={option}>{option}</option>
      ))}
    </select>
  );
}

/**
 * Mobile number, captcha and SMS code, as registration by mobile, login by
 * SMS and set password by phone show them (SPEC §2, §4). The code button
 * checks the number (and captcha) first, then counts down; our SMS request
 * uses the captcha up, sent or refused, the provider's send leaves it alone.
 */
export function PhoneCodeFields({ auth, purpose, mobileNum, code, dialingCode, dialingCodes, required, onBlur }: PhoneCodeFieldsProps) {
  const { t } = useTranslation('auth');
  const { form, phone, captcha } = auth;
  const canRequest = () =>
    smsRequestReady(form, {
      mobileNum: mobileNum.value,
      captchaText: captcha.text,
      captchaLoaded: Boolean(captcha.image),
      captchaNeeded: !phone.viaProvider,
    });
  const request = () =>
    phone
      .sendCode(
        { mobileNum: mobileNum.value, countryDialingCode: dialingCode, captcha: captcha.text, captchaId: captcha.id, purpose },
        auth.human.proofHeaders,
      )
      .then((expiry) => {
        if (!phone.viaProvider) captcha.renew();
        return expiry;
      });
  const blur = (name: PhoneField) => (onBlur ? { onBlur: onBlur(name) } : {});
  return (
    <>
      <TextField
        name="mobileNum"
        label={t('mobileNum')}
        placeholder={t('mobilePlaceholder')}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={20}
        required={required}
        value={mobileNum.value}
        {...blur('mobileNum')}
        onValue={(v) => mobileNum.onValue(digits(v))}
        error={form.message('mobileNum')}
        inputRef={form.register('mobileNum')}
        addon={<DialingCode code={dialingCode} codes={dialingCodes} />}
      />
      {captcha.shown ? <AuthCaptchaField auth={auth} /> : null}
      <TextField
        name="verificationCode"
        label={t('smsCode')}
        placeholder={t('smsCodePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        required={required}
        value={code.value}
        {...blur('verificationCode')}
        onValue={(v) => code.onValue(digits(v))}
        error={form.message('verificationCode')}
        inputRef={form.register('verificationCode')}
        addon={
          <SmsCodeButton
            canRequest={canRequest}
            number={phone.viaProvider ? undefined : `${dialingCode}${mobileNum.value}`}
            onFailed={phone.viaProvider ? undefined : captcha.renew}
            quietFailure={phone.viaProvider}
            request={request}
          />
        }
      />
    </>
  );
}
