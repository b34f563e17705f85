import { useTranslation } from 'react-i18next';
import { REALITY_CHECK_MINUTES } from '@app/contract';
import { useErrorText } from '../../../lib/api/use-error-text';
import { showToast } from '../../../lib/ui/toast-store';
import { useSetRealityCheck } from '../api/set-reality-check';

/**
 * "Lembrete de tempo de jogo": how often the reality check interrupts play; the current choice is pressed.
 * Test ids: reality-check-card, reality-check-minutes-<minutes>.
 */
export function RealityCheckCard({ minutes }: { minutes: number }) {
  const { t } = useTranslation('responsibleGaming');
  const errorText = useErrorText();
  const save = useSetRealityCheck();
  return (
    <section className="card" aria-labelledby="reality-check-title" data-testid="reality-check-card">
      <h2 className="card__title" id="reality-check-title">
        {t('realityCheckTitle')}
      </h2>
      <p className="card__muted">{t('realityCheckText')}</p>
      <div className="chips reality-check-choices" role="group" aria-labelledby="reality-check-title">
        {REALITY_CHECK_MINUTES.map((choice) => (
          <button
            key={choice}
            type="button"
            className="chip"
            aria-pressed={choice === minutes}
            disabled={save.isPending}
            data-testid={`reality-check-minutes-${choice}`}
            onClick={() => {
              if (choice === minutes) return;
              save.mutate(choice, {
                onSuccess: () => showToast(t('realityCheckSaved', { minutes: choice }), 'success'),
                onError: (error) => showToast(errorText(error), 'error'),
              });
            }}
          >
            {t('realityCheckMinutes', { minutes: choice })}
          </button>
        ))}
      </div>
    </section>
  );
}
