import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginPayloadSchema } from '@app/contract';
import { TextField } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api/api-error';
import { forgetCredential, readRememberedCredential, rememberCredential } from '../../../lib/credential-vault/credential-vault';
import { routePath } from '../../../lib/routing/route-path';
import { showToast } from '../../../lib/ui/toast-store';
import { useHumanProof } from '../../../lib/human-check/use-human-proof';
import { login } from '../api/login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useErrorText } from '../hooks/use-error-text';
import { issuesToErrors, useFormValidation } from '../hooks/use-form-validation';
import { useCaptcha } from '../hooks/use-captcha';
import { CaptchaField } from './captcha-image';
import { CheckField, PasswordField } from './form-field';

const ORDER = ['username', 'password', 'captcha'] as const;

/** Username and password login (SPEC §2), with remember-password and the captcha after a flagged failure. */
export function LoginUsernameForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const complete = useCompleteLogin();
  const human = useHumanProof();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaText, setCaptchaText] = useState('');
  const [loading, setLoading] = useState(false);
  const { captcha, refresh } = useCaptcha(captchaShown);

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
  }, []);

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
      async (session) => {
        await (remember ? rememberCredential({ username: username.trim(), password }) : forgetCredential()).catch(() => undefined);
        complete(session);
      },
      (error: unknown) => {
        setLoading(false);
        showToast(errorText(error), 'error');
        if (isApiError(error) && error.data.captcha === true) setCaptchaShown(true);
        if (captchaShown || (isApiError(error) && error.data.captcha === true)) newCaptcha();
      },
    );
  };

  return (
    <form
      className="auth-form"
      noValidate
      data-testid="login-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField
        name="username"
        label={t('username')}
        placeholder={t('usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="none"
        value={username}
        onValue={form.bind('username', setUsername)}
        error={form.message('username')}
        inputRef={form.register('username')}
      />
      <PasswordField
        name="password"
        label={t('password')}
        placeholder={t('passwordPlaceholder')}
        autoComplete="current-password"
        value={password}
        onValue={form.bind('password', setPassword)}
        error={form.message('password')}
        inputRef={form.register('password')}
      />
      {captchaShown ? (
        <CaptchaField
          value={captchaText}
          onValue={form.bind('captcha', setCaptchaText)}
          error={form.message('captcha')}
          inputRef={form.register('captcha')}
          captcha={captcha}
          onRefresh={newCaptcha}
        />
      ) : null}
      <div className="auth-form__row">
        <CheckField name="remember" checked={remember} onChecked={setRemember}>
          {t('remember')}
        </CheckField>
        <Link to={routePath('forget')} className="auth__link" data-testid="login-forget-link">
          {t('forgot')}
        </Link>
      </div>
      {human.widget}
      <button type="submit" className="btn btn--primary btn--block" disabled={loading} aria-busy={loading} data-testid="login-submit">
        {loading ? t('loading') : t('login')}
      </button>
    </form>
  );
}
