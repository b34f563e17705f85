import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { routePath } from '../../../lib/routing/route-path';
import { useUsernameLogin } from '../hooks/use-username-login';
import { CaptchaField } from './captcha-image';
import { CheckField, PasswordField } from './form-field';

/** Remember-password and the way to recovery, side by side under the fields. */
function RememberRow({ remember, onRemember }: { remember: boolean; onRemember: (remember: boolean) => void }) {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-form__row">
      <CheckField name="remember" checked={remember} onChecked={onRemember}>
        {t('remember')}
      </CheckField>
      <Link to={routePath('forget')} className="auth__link" data-testid="login-forget-link">
        {t('forgot')}
      </Link>
    </div>
  );
}

/** Username and password login (SPEC §2), with remember-password and the captcha after a flagged failure. */
export function LoginUsernameForm() {
  const { t } = useTranslation('auth');
  const { fields, captcha, form, human, loading, onSubmit } = useUsernameLogin();

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
        value={fields.username}
        onValue={form.bind('username', fields.setUsername)}
        error={form.message('username')}
        inputRef={form.register('username')}
      />
      <PasswordField
        name="password"
        label={t('password')}
        placeholder={t('passwordPlaceholder')}
        autoComplete="current-password"
        value={fields.password}
        onValue={form.bind('password', fields.setPassword)}
        error={form.message('password')}
        inputRef={form.register('password')}
      />
      {captcha.shown ? (
        <CaptchaField
          value={fields.captchaText}
          onValue={form.bind('captcha', fields.setCaptchaText)}
          error={form.message('captcha')}
          inputRef={form.register('captcha')}
          captcha={captcha.image}
          onRefresh={captcha.renew}
        />
      ) : null}
      <RememberRow remember={fields.remember} onRemember={fields.setRemember} />
      {human.widget}
      <button type="submit" className="btn btn--primary btn--block" disabled={loading} aria-busy={loading} data-testid="login-submit">
        {loading ? t('loading') : t('login')}
      </button>
    </form>
  );
}
