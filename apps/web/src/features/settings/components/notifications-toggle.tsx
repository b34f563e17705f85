import { useTranslation } from 'react-i18next';
import { usePushToggle } from '../hooks/use-push-toggle';

/**
 * The "Notifications" row of /m/set: a switch that asks the browser's permission and subscribes this device to web
 * push (deposits credited, withdrawals paid or returned, rewards). Test ids: set-notifications, set-notifications-hint.
 */
export function NotificationsToggle() {
  const { t } = useTranslation('messages');
  const { state, busy, failed, toggle } = usePushToggle();
  const on = state === 'on';
  const unavailable = state === 'unsupported' || state === 'blocked';
  const hint = failed
    ? t('settingsNotificationsFailed')
    : state === 'unsupported'
      ? t('settingsNotificationsUnsupported')
      : state === 'blocked'
        ? t('settingsNotificationsBlocked')
        : t('settingsNotificationsHint');

  return (
    <div className="settings__row settings__row--switch">
      <span className="settings__label">
        <span id="set-notifications-label">{t('settingsNotifications')}</span>
        <small
          className={failed ? 'settings__hint settings__hint--error' : 'settings__hint'}
          data-testid="set-notifications-hint"
          role={failed ? 'alert' : undefined}
        >
          {hint}
        </small>
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="set-notifications-label"
        aria-busy={busy || state === 'loading'}
        className="settings__switch"
        data-testid="set-notifications"
        disabled={unavailable || state === 'loading' || busy}
        onClick={() => void toggle()}
      >
        <span className="settings__switch-knob" />
      </button>
    </div>
  );
}
