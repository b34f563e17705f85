import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/ui/toast-store';
import { startTrial } from '../api/trial';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useErrorText } from '../hooks/use-error-text';

/** Free trial (SPEC §4): a sealed trial login, then home. */
export function TrialButton() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const complete = useCompleteLogin();
  const [loading, setLoading] = useState(false);
  return (
    <button
      type="button"
      className="btn btn--ghost btn--block"
      disabled={loading}
      aria-busy={loading}
      data-testid="trial-play"
      onClick={() => {
        setLoading(true);
        startTrial().then(
          (session) => complete(session),
          (error: unknown) => {
            setLoading(false);
            showToast(errorText(error), 'error');
          },
        );
      }}
    >
      {loading ? t('loading') : t('trial')}
    </button>
  );
}
