import { useEffect, useState } from 'react';
import { loginPayloadSchema } from '@app/contract';
import { isApiError } from '../../../lib/api/api-error';
import { forgetCredential, readRememberedCredential, rememberCredential } from '../../../lib/credential-vault/credential-vault';
import { refusalToastMs } from '../../../lib/session/protection-refusal';
import { showToast } from '../../../lib/ui/toast-store';
import { useHumanProof } from '../../../lib/human-check/use-human-proof';
import { login } from '../api/login';
import { useCaptcha } from './use-captcha';
import { useLoginResult } from './use-login-result';
import { useErrorText } from './use-error-text';
import { issuesToErrors, useFormValidation } from './use-form-validation';

const ORDER = ['username', 'password', 'captcha'] as const;

/** The credentials remembered on this device, filled in once they are read. */
function useRememberedCredential(setUsername: (v: string) => void, setPassword: (v: string) => void, setRemember: (v: boolean) => void) {
  useEffect(() => {
    let live = true;
    void readRememberedCredential().then((saved) => {
      if (!live || !saved) return;
      setUsername(saved.username);
      setPassword(saved.password);
      setRemember(true);
    });
    return () => {
      live = false;
    };
  }, [setUsername, setPassword, setRemember]);
}

/**
 * The username login's state and submit: the remembered credentials filled in, the captcha asked once the server
 * flags the account, and remember-password applied once the password is right (the code step may follow).
 */
export function useUsernameLogin() {
  const errorText = useErrorText();
  const complete = useLoginResult();
  const human = useHumanProof();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaText, setCaptchaText] = useState('');
  const [loading, setLoading] = useState(false);
  const { captcha, refresh } = useCaptcha(captchaShown);
  useRememberedCredential(setUsername, setPassword, setRemember);

  const payload = () => ({
    type: 'username' as const,
    username,
    password,
    ...(captchaShown ? { captcha: captchaText, captchaId: captcha?.captchaId ?? '' } : {}),
  });
  const form = useFormValidation(() => {
    const result = loginPayloadSchema.safeParse(payload());
    return result.success ? {} : issuesToErrors(result.error.issues);
  }, ORDER);

  const newCaptcha = () => {
    setCaptchaText('');
    refresh();
  };

  const onSubmit = () => {
    if (loading || !form.check()) return;
    setLoading(true);
    login(loginPayloadSchema.parse(payload()), human.proofHeaders).then(
      async (result) => {
        await (remember ? rememberCredential({ username: username.trim(), password }) : forgetCredential()).catch(() => undefined);
        complete(result);
      },
      (error: unknown) => {
        setLoading(false);
        showToast(errorText(error), 'error', refusalToastMs(error));
        if (isApiError(error) && error.data.captcha === true) setCaptchaShown(true);
        if (captchaShown || (isApiError(error) && error.data.captcha === true)) newCaptcha();
      },
    );
  };

  return {
    fields: { username, setUsername, password, setPassword, remember, setRemember, captchaText, setCaptchaText },
    captcha: { shown: captchaShown, image: captcha, renew: newCaptcha },
    form,
    human,
    loading,
    onSubmit,
  };
}
