import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IdentityProviders } from '@app/contract';
import { showToast } from '../../../lib/ui/toast-store';
import { useSystemStatus } from '../../../lib/system-status/use-system-status';
import { fetchIdentityProviders, socialLogin } from '../api/social-login';
import { useErrorText } from '../hooks/use-error-text';
import { useLoginResult } from '../hooks/use-login-result';
import { getIdToken, SocialCancelled, SocialNotConfigured, type SocialProvider } from '../social/id-token-adapter';

/**
 * Google / Facebook sign-in (SPEC §2): a button only when the provider is set
 * up on the server (API.identityProviders non-null) AND its whitelabel flag
 * (GOOGLELOGIN3 / FACEBOOKLOGIN3) is on. The ID token comes from the adapter;
 * the sealed API.socialLogin then logs in like the username login.
 */
export function SocialButtons() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const complete = useLoginResult();
  const whitelabel = useSystemStatus()?.info.whitelabel;
  const googleFlag = whitelabel?.GOOGLELOGIN3 === true;
  const facebookFlag = whitelabel?.FACEBOOKLOGIN3 === true;
  const [providers, setProviders] = useState<IdentityProviders | null>(null);
  const [busy, setBusy] = useState<SocialProvider | null>(null);

  useEffect(() => {
    if (!googleFlag && !facebookFlag) return;
    const controller = new AbortController();
    fetchIdentityProviders(controller.signal).then(setProviders, () => setProviders(null));
    return () => controller.abort();
  }, [googleFlag, facebookFlag]);

  const buttons: { id: SocialProvider; clientId: string; label: string }[] = [];
  if (googleFlag && providers?.google) buttons.push({ id: 'google', clientId: providers.google.clientId, label: t('socialGoogle') });
  if (facebookFlag && providers?.facebook) buttons.push({ id: 'facebook', clientId: providers.facebook.appId, label: t('socialFacebook') });
  if (buttons.length === 0) return null;

  const signIn = (provider: SocialProvider, clientId: string) => {
    if (busy) return;
    setBusy(provider);
    getIdToken(provider, clientId)
      .then((idToken) => socialLogin({ provider, idToken }))
      .then(complete, (error: unknown) => {
        setBusy(null);
        if (error instanceof SocialCancelled) return;
        showToast(error instanceof SocialNotConfigured ? t('socialNotConfigured') : errorText(error), 'error');
      });
  };

  return (
    <div className="auth-social" data-testid="social-buttons">
      <p className="auth-social__or">{t('socialOr')}</p>
      {buttons.map((button) => (
        <button
          key={button.id}
          type="button"
          className="btn btn--ghost btn--block"
          disabled={busy !== null}
          aria-busy={busy === button.id}
          data-testid={`social-${button.id}`}
          onClick={() => signIn(button.id, button.clientId)}
        >
          {busy === button.id ? t('loading') : button.label}
        </button>
      ))}
    </div>
  );
}
