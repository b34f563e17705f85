import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '@app/contract';
import { TextField } from '../../../components/ui/field';
import { useForgetEmail } from '../hooks/use-forget-email';

/** The same message whatever the server knows of the account, and a way back. */
function ForgetSent() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <div className="auth-form" data-testid="forget-sent">
      <p className="auth__notice" role="status">
        {t('forgetSent')}
      </p>
      <button
        type="button"
        className="btn btn--primary btn--block"
        data-testid="forget-go-back"
        onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate(LOGIN_PATH, { replace: true }))}
      >
        {t('goBack')}
      </button>
    </div>
  );
}

/**
 * Forgot password by e-mail (SPEC §2, §4, §5): username and e-mail (trimmed,
 * contract rules), retrieve with loading, then the same success message
 * whatever the server knows, and a go-back.
 */
export function ForgetEmailForm() {
  const { t } = useTranslation('auth');
  const { username, setUsername, email, setEmail, loading, sent, form, human, onSubmit } = useForgetEmail();
  if (sent) return <ForgetSent />;

  return (
    <form
      className="auth-form"
      noValidate
      data-testid="forget-email-form"
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
        maxLength={20}
        required
        value={username}
        onValue={form.bind('username', setUsername)}
        error={form.message('username')}
        inputRef={form.register('username')}
      />
      <TextField
        name="email"
        type="email"
        label={t('fields.email')}
        placeholder={t('emailPlaceholder')}
        autoComplete="email"
        autoCapitalize="none"
        maxLength={254}
        required
        value={email}
        onValue={form.bind('email', setEmail)}
        error={form.message('email')}
        inputRef={form.register('email')}
      />
      {human.widget}
      <button type="submit" className="btn btn--primary btn--block" disabled={loading} aria-busy={loading} data-testid="forget-submit">
        {loading ? t('loading') : t('retrieve')}
      </button>
      <p className="auth__tips" data-testid="forget-tips">
        {t('forgetTips')}
      </p>
    </form>
  );
}
