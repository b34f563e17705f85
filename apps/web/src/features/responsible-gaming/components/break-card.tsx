import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SELF_EXCLUSION_MONTHS } from '@app/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useErrorText } from '../../../lib/api/use-error-text';
import { showToast } from '../../../lib/ui/toast-store';
import { useTakeBreak, type BreakChoice } from '../api/take-break';
import { useBreakEnded } from '../hooks/use-break-ended';

const PAUSE_DAYS = [1, 7, 30, 90, 183] as const;

/**
 * "Fazer uma pausa" and "Autoexclusão": each choice asks first, in a dialog that says what ends and what stays.
 * Test ids: break-pause-<days>, break-self-<months|indefinite>, break-confirm(-confirm|-cancel).
 */
export function BreakCard() {
  const { t } = useTranslation('responsibleGaming');
  const errorText = useErrorText();
  const take = useTakeBreak();
  const ended = useBreakEnded();
  const [asking, setAsking] = useState<BreakChoice | null>(null);

  const duration = (choice: BreakChoice) =>
    choice.kind === 'pause'
      ? t('pauseDays', { count: choice.days })
      : choice.months === null
        ? t('indefinite')
        : t('exclusionMonths', { count: choice.months });
  const choiceButton = (choice: BreakChoice, testId: string) => (
    <button key={testId} type="button" className="chip" data-testid={testId} onClick={() => setAsking(choice)}>
      {duration(choice)}
    </button>
  );

  return (
    <>
      <section className="card" aria-labelledby="break-title">
        <h2 className="card__title" id="break-title">
          {t('breakTitle')}
        </h2>
        <p className="card__muted">{t('breakText')}</p>
        <div className="chips">{PAUSE_DAYS.map((days) => choiceButton({ kind: 'pause', days }, `break-pause-${days}`))}</div>
      </section>
      <section className="card" aria-labelledby="exclusion-title">
        <h2 className="card__title" id="exclusion-title">
          {t('exclusionTitle')}
        </h2>
        <p className="card__muted">{t('exclusionText')}</p>
        <div className="chips">
          {SELF_EXCLUSION_MONTHS.map((months) => choiceButton({ kind: 'self', months }, `break-self-${months}`))}
          {choiceButton({ kind: 'self', months: null }, 'break-self-indefinite')}
        </div>
      </section>
      {asking ? (
        <ConfirmDialog
          testId="break-confirm"
          title={t(asking.kind === 'pause' ? 'pauseConfirmTitle' : 'exclusionConfirmTitle', { duration: duration(asking) })}
          message={t('breakConfirmText')}
          cancelLabel={t('cancel')}
          confirmLabel={t('breakConfirm')}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            if (take.isPending) return;
            // The promise, not mutate's callbacks: clearing the session unmounts this member screen before they would run.
            take.mutateAsync(asking).then(ended, (error: unknown) => {
              setAsking(null);
              showToast(errorText(error), 'error');
            });
          }}
        />
      ) : null}
    </>
  );
}
