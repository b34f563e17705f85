import { useTranslation } from 'react-i18next';
import { activateWorker } from '../hooks/service-worker';
import { useWaitingWorker } from '../hooks/use-waiting-worker';
import './update-prompt.css';

/**
 * Registers the service worker and, when a new version is waiting, offers to
 * switch to it; the page reloads once the new worker takes control.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const [waiting, dismiss] = useWaitingWorker();
  if (!waiting) return null;

  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <div className="update-prompt__text">
        <strong>{t('update.title')}</strong>
        <span>{t('update.body')}</span>
      </div>
      <div className="update-prompt__actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={dismiss}>
          {t('update.dismiss')}
        </button>
        <button
          type="button"
          className="btn btn--primary btn--small"
          data-testid="update-prompt-reload"
          onClick={() => activateWorker(waiting)}
        >
          {t('update.action')}
        </button>
      </div>
    </div>
  );
}
