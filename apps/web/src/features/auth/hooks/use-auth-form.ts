import { useState } from 'react';
import { useHumanProof } from '../../../lib/human-check/use-human-proof';
import { useCaptcha } from './use-captcha';
import { useFormValidation, type FieldErrors } from './use-form-validation';
import { usePhoneProof } from './use-phone-proof';

/** What a form's validation sees of the captcha. */
export interface TypedCaptcha {
  text: string;
  id: string;
}

interface AuthFormOptions {
  /**
   * 'always': the registration's own captcha, required and always asked.
   * 'sms': it only guards our SMS request, so it is optional and left out
   * when the identity provider sends the code (it checks humans itself).
   */
  captcha: 'always' | 'sms';
  /** The focus order of SPEC §5: the first invalid field in it is focused on submit. */
  order: readonly string[];
  validate: (captcha: TypedCaptcha) => FieldErrors;
}

/**
 * The state the account forms share: validation (useFormValidation), the
 * phone proof (usePhoneProof), the human proof each call carries in
 * x-human-proof (useHumanProof), the captcha and its typed text, and the
 * submit's loading state.
 */
export function useAuthForm({ captcha: use, order, validate }: AuthFormOptions) {
  const phone = usePhoneProof();
  const human = useHumanProof();
  const [loading, setLoading] = useState(false);
  const [captchaText, setCaptchaText] = useState('');
  const always = use === 'always';
  const { captcha: image, refresh } = useCaptcha(always || (phone.decided && !phone.viaProvider));
  const captchaId = image?.captchaId ?? '';
  const form = useFormValidation(() => validate({ text: captchaText, id: captchaId }), order);
  /** A captcha answers one call: after it was used, a new image and an empty input. */
  const renew = () => {
    setCaptchaText('');
    refresh();
  };
  const captcha = {
    image,
    text: captchaText,
    id: captchaId,
    shown: always || !phone.viaProvider,
    required: always,
    onText: form.bind('captcha', setCaptchaText),
    renew,
  };
  return { form, phone, human, loading, setLoading, errorText: phone.errorText, captcha };
}

export type AuthForm = ReturnType<typeof useAuthForm>;
