import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './gate-screen.css';

interface GateScreenProps {
  testId: string;
  icon: ReactNode;
  title: string;
  body: string;
  detail?: string;
  checking: boolean;
  onRetry: () => void;
}

/** Full-page notice shown instead of the site, with a manual re-check. */
export function GateScreen({ testId, icon, title, body, detail, checking, onRetry }: GateScreenProps) {
  const { t } = useTranslation();
  return (
    <main className="gate-screen" data-testid={testId}>
      <img className="gate-screen__logo" src="/brand/logo.svg" alt="" width={56} height={56} />
      <div className="gate-screen__icon" aria-hidden="true">
        {icon}
      </div>
      <h1 className="gate-screen__title">{title}</h1>
      <p className="gate-screen__body">{body}</p>
      {detail ? <p className="gate-screen__detail">{detail}</p> : null}
      <button
        type="button"
        className="btn btn--primary gate-screen__retry"
        data-testid="gate-retry"
        disabled={checking}
        aria-busy={checking}
        onClick={onRetry}
      >
        {checking ? t('gate.checking') : t('actions.retry')}
      </button>
    </main>
  );
}
