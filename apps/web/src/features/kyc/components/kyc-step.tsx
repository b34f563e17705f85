import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type StepState = 'done' | 'todo' | 'review' | 'refused' | 'failed';

const PILLS: Record<StepState, string> = { done: 'pill--good', todo: '', review: 'pill--wait', refused: 'pill--bad', failed: 'pill--bad' };

interface KycStepProps {
  n: 1 | 2 | 3;
  name: 'cpf' | 'selfie' | 'document';
  title: string;
  state: StepState;
  /** The step's form or outcome, shown while it is the one to do (or to read). */
  children?: ReactNode;
}

/** One numbered step with its state; test ids kyc-step-<name>, kyc-step-<name>-state. */
export function KycStep({ n, name, title, state, children }: KycStepProps) {
  const { t } = useTranslation('kyc');
  return (
    <li className={`card kyc-step kyc-step--${state}`} data-testid={`kyc-step-${name}`} aria-current={children ? 'step' : undefined}>
      <div className="kyc-step__head">
        <span className="kyc-step__number" aria-hidden="true">
          {state === 'done' ? '✓' : n}
        </span>
        <h2 className="kyc-step__title">
          <span className="visually-hidden">{t('stepOf', { n })} · </span>
          {title}
        </h2>
        <span className={`pill ${PILLS[state]}`} data-testid={`kyc-step-${name}-state`}>
          {t(`state.${state}`)}
        </span>
      </div>
      {children ? <div className="kyc-step__body">{children}</div> : null}
    </li>
  );
}
