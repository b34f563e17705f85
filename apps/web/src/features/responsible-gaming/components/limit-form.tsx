import { useTranslation } from 'react-i18next';
import { limitPeriods, type LimitPeriod, type LimitStatus } from '@app/contract';
import { SelectField, TextField } from '../../../components/ui/field';
import { useLimitForm } from '../hooks/use-limit-form';

/** The value's inputs: hours and minutes for time, an amount in reais otherwise. */
function LimitValueInputs({ kind, form }: { kind: LimitStatus['kind']; form: ReturnType<typeof useLimitForm> }) {
  const tl = useTranslation('limits').t;
  if (kind !== 'time') {
    return (
      <TextField
        name={`${kind}Amount`}
        label={tl('amount')}
        inputMode="decimal"
        addon={<span className="ui-field__prefix">R$</span>}
        value={form.values.amount}
        onValue={form.edit('amount')}
      />
    );
  }
  return (
    <div className="limit-form__pair">
      <TextField
        name="timeHours"
        label={tl('hours')}
        inputMode="numeric"
        maxLength={3}
        value={form.values.hours}
        onValue={form.edit('hours')}
      />
      <TextField
        name="timeMinutes"
        label={tl('minutes')}
        inputMode="numeric"
        maxLength={2}
        value={form.values.minutes}
        onValue={form.edit('minutes')}
      />
    </div>
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
  const tl = useTranslation('limits').t;
  const form = useLimitForm(limit, onDone);
  const { kind } = limit;
  const periods = limitPeriods.map((p) => ({ value: p, label: tl(`periods.${p}`) }));
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
      <SelectField
        name={`${kind}Period`}
        label={tl('period')}
        value={form.period}
        onValue={(v) => form.setPeriod(v as LimitPeriod)}
        options={periods}
      />
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
