import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionActivity } from '@app/contract';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../lib/preferences/use-language';
import { formatMoney, formatSignedMoney } from '../../../lib/wallet/format-money';
import { useFreshSessionActivity } from '../api/session-activity';
import { elapsedText } from '../hooks/reality-check-schedule';

interface RealityCheckDialogProps {
  token: string;
  startedAt: string;
  onContinue: () => void;
  onLeave: () => void;
}

/** Stakes, wins and the net result of the session, as read when the dialog opened. */
function Figures({ activity }: { activity: SessionActivity }) {
  const { t } = useTranslation('realityCheck');
  const [language] = useLanguage();
  const net = activity.net;
  const tone = net.startsWith('-') ? 'loss' : /^0(\.0+)?$/.test(net) ? 'even' : 'gain';
  return (
    <dl className="reality-check__figures" aria-label={t('session')} data-testid="reality-check-figures">
      <div className="reality-check__row">
        <dt>{t('stakes')}</dt>
        <dd data-testid="reality-check-stakes">{formatMoney(activity.stakes, language)}</dd>
      </div>
      <div className="reality-check__row">
        <dt>{t('wins')}</dt>
        <dd data-testid="reality-check-wins">{formatMoney(activity.wins, language)}</dd>
      </div>
      <div className="reality-check__row reality-check__row--net" data-tone={tone}>
        <dt>{t('net')}</dt>
        <dd data-testid="reality-check-net">{formatSignedMoney(net, language)}</dd>
      </div>
    </dl>
  );
}

/**
 * The reality check: how long the member has been logged in and what the session has cost or won, with the choice to
 * go on or stop. It needs an answer: Escape and a tap beside it do nothing. Test ids: reality-check,
 * reality-check-time, reality-check-figures, reality-check-stakes|wins|net, reality-check-continue|leave.
 */
export function RealityCheckDialog({ token, startedAt, onContinue, onLeave }: RealityCheckDialogProps) {
  const { t } = useTranslation('realityCheck');
  const tc = useTranslation().t;
  const activity = useFreshSessionActivity(token);
  const [openedAt] = useState(() => Date.now());
  const timeId = useId();
  return (
    <Modal title={t('title')} testId="reality-check" role="alertdialog" describedBy={timeId} onClose={() => undefined}>
      <div className="reality-check">
        <p className="reality-check__time" id={timeId} data-testid="reality-check-time">
          {t('connected', { time: elapsedText(startedAt, openedAt) })}
        </p>
        <h3 className="reality-check__session">{t('session')}</h3>
        {!activity.isFetchedAfterMount ? <Spinner label={tc('loading')} /> : null}
        {activity.isFetchedAfterMount && activity.isError ? <p className="reality-check__error">{t('unavailable')}</p> : null}
        {activity.isFetchedAfterMount && !activity.isError && activity.data ? <Figures activity={activity.data} /> : null}
        <div className="reality-check__actions">
          <button type="button" className="btn btn--primary btn--block" data-testid="reality-check-continue" onClick={onContinue}>
            {t('continue')}
          </button>
          <button type="button" className="btn btn--ghost btn--block" data-testid="reality-check-leave" onClick={onLeave}>
            {t('leave')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
