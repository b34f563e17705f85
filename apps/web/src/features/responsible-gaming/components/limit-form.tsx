import { useTranslation } from 'react-i18next';
import type { LimitStatus } from '@app/contract';
import { LimitAmountInput, LimitPeriodSelect, LimitTimeInputs } from '../../../lib/protection/limit-inputs';
import { useLimitForm } from '../hooks/use-limit-form';

/** The value's inputs: hours and minutes for time, an amount in reais otherwise. */
function LimitValueInputs({ kind, form }: { kind: LimitStatus['kind']; form: ReturnType<typeof useLimitForm> }) {
  const tl = useTranslation('limits').t;
  if (kind !== 'time') {
    return <LimitAmountInput name={`${kind}Amount`} label={tl('amount')} value={form.values.amount} onValue={form.edit('amount')} />;
  }
  return (
    <LimitTimeInputs
      hours={form.values.hours}
      minutes={form.values.minutes}
      onHours={form.edit('hours')}
      onMinutes={form.edit('minutes')}
    />
  );
}

interface LimitFormProps {
  limit: LimitStatus;
  /** Optional kinds, and every kind where the jurisdiction requires none, may be removed. */
  removable: boolean;
  onDone: () => void;
}

/**
 * Sets or changes one limit (value and period), or removes it. Test ids: limit-<kind>-form, field-<kind>Amount,
 * field-timeHours, field-timeMinutes, field-<kind>Period, error-<kind>Limit, limit-<kind>-save, limit-<kind>-remove.
 */
export function LimitForm({ limit, removable, onDone }: LimitFormProps) {
  const { t } = useTranslation('responsibleGaming');
  const form = useLimitForm(limit, onDone);
  const { kind } = limit;
  return (
    <form
      className="limit-form"
      noValidate
      data-testid={`limit-${kind}-form`}
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <LimitValueInputs kind={kind} form={form} />
      <LimitPeriodSelect name={`${kind}Period`} value={form.period} onValue={form.setPeriod} />
      {form.error ? (
        <p className="ui-field__error" role="alert" data-testid={`error-${kind}Limit`}>
          {form.error}
        </p>
      ) : null}
      <div className="limit-form__actions">
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          {t('cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={form.saving} data-testid={`limit-${kind}-save`}>
          {t('save')}
        </button>
      </div>
      {removable && limit.value !== null ? (
        <button
          type="button"
          className="link-button limit-form__remove"
          disabled={form.saving}
          data-testid={`limit-${kind}-remove`}
          onClick={form.remove}
        >
          {t('remove')}
        </button>
      ) : null}
    </form>
  );
}
