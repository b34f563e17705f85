import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationMessages, type MobileRegisterPayload, type RegistrationField, type RegistrationFieldSetting } from '@app/contract';
import { isApiError, serverFieldErrors } from '../../../lib/api/api-error';
import { useLanguage } from '../../../lib/preferences/use-language';
import { showToast } from '../../../lib/ui/toast-store';
import { register as registerCall } from '../api/register';
import { emptyLimitDraft, type LimitDraft } from './register-limits';
import { fieldOrder, validateRegister, type RegisterMethod, type RegisterValues } from './register-validation';
import { useAuthForm, type AuthForm, type TypedCaptcha } from './use-auth-form';
import { useCompleteLogin } from './use-complete-login';
import { withProof } from './use-phone-proof';

const INVITATION_TOAST_MS = 1000;

/** The typed values; the captcha's text is useAuthForm's. */
type FormValues = Omit<RegisterValues, 'captcha' | 'limits'> & { limits: LimitDraft };

const initialValues: FormValues = {
  username: '',
  password: '',
  confirmPassword: '',
  countryDialingCode: '+55',
  mobileNum: '',
  verificationCode: '',
  agreement: true,
  ageConfirmed: false,
  extra: {},
  limits: emptyLimitDraft,
};

export interface RegisterFormProps {
  /** Enabled optional fields (the invitation code only when the link's code was not accepted). */
  fields: readonly RegistrationFieldSetting[];
  linkAffiliateCode: string | null;
  /** The server refused the link's code: show the invitation field. */
  onAffiliateRefused: () => void;
  /** The merchant's jurisdiction requires loss and time limits: the form asks for them. */
  limitsRequired: boolean;
}

/** A refused registration: a new captcha, the toast, and the field at fault (its message under it) focused. */
function useRegisterFailure(auth: AuthForm, order: readonly string[], onAffiliateRefused: () => void) {
  const [language] = useLanguage();
  const { form } = auth;
  return (error: unknown) => {
    auth.setLoading(false);
    auth.captcha.renew();
    if (isApiError(error) && error.errorCode === 'register.affiliate.invalid') {
      showToast(validationMessages[language].invitation_code_error, 'error', INVITATION_TOAST_MS);
      onAffiliateRefused();
      setTimeout(() => form.focus('affiliateCode'), INVITATION_TOAST_MS);
      return;
    }
    showToast(auth.errorText(error), 'error');
    // The merchant's rules the server applies (an under-age birthday…): each under its field, the first focused.
    const fieldErrors = serverFieldErrors(error).filter((f) => order.includes(f.path));
    fieldErrors.forEach((f) => form.setError(f.path, f.key));
    if (fieldErrors[0]) form.focus(fieldErrors[0].path);
    else if (isApiError(error) && error.errorCode.startsWith('sms.code')) form.focus('verificationCode');
    else if (isApiError(error) && error.errorCode === 'captcha.invalid') form.focus('captcha');
  };
}

/**
 * Registration by username or mobile number (SPEC §2, §5): the values, the
 * merchant's optional fields, validation in the focus order, and the call.
 * The mobile number is proved by our SMS code or, when the identity provider
 * verifies numbers (usePhoneProof), by its ID token (firebaseChannel 'sms',
 * firebaseIdToken); the captcha is still the registration's own.
 */
export function useRegisterForm(method: RegisterMethod, props: RegisterFormProps) {
  const { fields, linkAffiliateCode, onAffiliateRefused, limitsRequired } = props;
  const { t } = useTranslation('auth');
  const complete = useCompleteLogin();
  const [values, setValues] = useState<FormValues>(initialValues);
  const mobile = method === 'mobileNum';
  const extraFields = useMemo(() => fields.filter((f) => !(mobile && f.field === 'mobileNum')), [fields, mobile]);
  const order = useMemo(() => fieldOrder(method, extraFields, limitsRequired), [method, extraFields, limitsRequired]);
  const validation = (captcha: TypedCaptcha) =>
    validateRegister(
      { ...values, captcha: captcha.text },
      { method, captchaId: captcha.id, fields: extraFields, linkAffiliateCode, limitsRequired },
    );
  const auth = useAuthForm({ captcha: 'always', order, validate: (captcha) => validation(captcha).errors });
  const { form } = auth;
  const onFailure = useRegisterFailure(auth, order, onAffiliateRefused);

  const set = <K extends keyof FormValues>(name: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    form.clear(name);
  };
  const setExtra = (field: RegistrationField, value: string) => {
    setValues((current) => ({ ...current, extra: { ...current.extra, [field]: value } }));
    form.clear(field);
  };
  /** One input of the limits group; the error shown is the loss's or the time's as a whole. */
  const setLimit = <K extends keyof LimitDraft>(name: K, value: LimitDraft[K]) => {
    setValues((current) => ({ ...current, limits: { ...current.limits, [name]: value } }));
    form.clear(name.startsWith('loss') ? 'lossLimit' : 'timeLimit');
  };

  const onSubmit = () => {
    if (auth.loading || !form.check()) return;
    const { payload } = validation(auth.captcha);
    if (!payload) return;
    auth.setLoading(true);
    const { proofHeaders } = auth.human;
    (mobile
      ? auth.phone
          .proof(values.verificationCode)
          .then((proof) => registerCall(withProof(payload as MobileRegisterPayload, proof), true, proofHeaders))
      : registerCall(payload, false, proofHeaders)
    ).then((session) => complete(session, t('registered')), onFailure);
  };

  return { method, auth, values, set, setExtra, setLimit, limitsRequired, extraFields, onSubmit };
}

export type RegisterForm = ReturnType<typeof useRegisterForm>;
