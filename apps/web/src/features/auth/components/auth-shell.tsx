import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/ui/screen';
import { TitleBar } from '../../../components/ui/title-bar';
import { useCurrentRoute } from '../../../lib/routing/current-route';
import { useBackAction } from '../../../lib/routing/use-back-action';
import { useLanguage } from '../../../lib/preferences/use-language';
import { useAnnouncements } from '../../../lib/messages/use-announcements';
import './auth.css';

interface AuthShellProps {
  id: string;
  /** The screen's banner group (SPEC §2: m_login, m_reg, m_forget, m_change). */
  group: 'm_login' | 'm_reg' | 'm_forget' | 'm_change';
  children?: ReactNode;
}

/**
 * Frame of the account screens (no shared header or footer): title bar with
 * the route's back rule, the banner of the screen's group, and a card for the form.
 */
export function AuthShell({ id, group, children }: AuthShellProps) {
  const { t } = useTranslation();
  const onBack = useBackAction(useCurrentRoute()?.back ?? 'home');
  const [language] = useLanguage();
  const [failed, setFailed] = useState(false);
  const title = t(`routes:${id}`);
  // SPEC §2: without a banner of its group the screen shows the default one of the language (the server
  // answers it when the group is empty; the client falls back to it while loading or when the image fails).
  const fallback = `/banners/default-${language}.svg`;
  const banner = useAnnouncements('B', group).data?.banners[0]?.url;
  const src = failed ? fallback : (banner ?? fallback);
  return (
    <Screen id={id} title={title} className="auth">
      <TitleBar title={title} onBack={onBack} backLabel={t('actions.back')} />
      <img className="auth__banner" src={src} alt="" width={750} height={320} onError={() => setFailed(true)} />
      <div className="auth__card">{children}</div>
    </Screen>
  );
}
