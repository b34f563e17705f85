import { useTranslation } from 'react-i18next';
import type { LimitStatus } from '@app/contract';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useLanguage } from '../../../lib/preferences/use-language';
import { useLimitFormat } from '../../../lib/protection/use-limit-format';
import { showToast } from '../../../lib/ui/toast-store';
import { formatDateTime } from '../../../lib/wallet/format-time';
import { useConfirmLimit } from '../api/confirm-limit';

type Pending = NonNullable<LimitStatus['pending']>;

/** A raise or removal waiting for its 24 hours: what it will be, from when, and "Confirmar" once it may apply. */
export function LimitPending({ kind, pending }: { kind: LimitStatus['kind']; pending: Pending }) {
  const { t } = useTranslation('responsibleGaming');
  const tl = useTranslation('limits').t;
  const [language] = useLanguage();
  const format = useLimitFormat();
  const errorText = useErrorText();
  const confirm = useConfirmLimit();
  const what =
    pending.value === null
      ? t('pendingRemoval')
      : t('pendingChange', { value: format(kind, pending.value), period: tl(`periods.${pending.period ?? 'day'}`) });
  return (
    <div className="limit-pending" data-testid={`limit-${kind}-pending`}>
      <p className="limit-pending__what">{what}</p>
      <p className="card__muted">
        {pending.confirmable ? t('pendingReady') : t('pendingFrom', { date: formatDateTime(pending.effectiveAt, language) })}
      </p>
      {pending.confirmable ? (
        <button
          type="button"
          className="btn btn--primary"
          disabled={confirm.isPending}
          data-testid={`limit-${kind}-confirm`}
          onClick={() =>
            confirm.mutate(kind, {
              onSuccess: () => showToast(t('confirmed'), 'success'),
              onError: (error) => showToast(errorText(error), 'error'),
            })
          }
        >
          {t('confirm')}
        </button>
      ) : null}
    </div>
  );
}
