import { useTranslation } from 'react-i18next';
import { limitPeriods, type LimitPeriod } from '@app/contract';
import { SelectField, TextField } from '../../../components/ui/field';
import { periodHours } from '../../../lib/protection/limit-values';
import { registerLimitTexts } from '../../../lib/protection/limit-texts';
import type { RegisterForm } from '../hooks/use-register-form';

registerLimitTexts();

interface GroupProps {
  register: RegisterForm;
  periods: { value: LimitPeriod; label: string }[];
  /** The translated problem of the group's error key, if any. */
  problem: (name: 'lossLimit' | 'timeLimit', period: LimitPeriod) => string | undefined;
}

function LossLimitInputs({ register, periods, problem }: GroupProps) {
  const { t } = useTranslation('auth');
  const tl = useTranslation('limits').t;
  const { values, setLimit, auth } = register;
  return (
    <div className="register-limits__group">
      <TextField
        name="lossAmount"
        label={tl('kinds.loss')}
        required
        inputMode="decimal"
        placeholder={t('limitsAmountPlaceholder')}
        addon={<span className="ui-field__prefix">R$</span>}
        value={values.limits.lossAmount}
        onValue={(v) => setLimit('lossAmount', v)}
        error={problem('lossLimit', values.limits.lossPeriod)}
        inputRef={auth.form.register('lossLimit')}
      />
      <SelectField
        name="lossPeriod"
        label={tl('period')}
        value={values.limits.lossPeriod}
        onValue={(v) => setLimit('lossPeriod', v as LimitPeriod)}
        options={periods}
      />
    </div>
  );
}

function TimeLimitInputs({ register, periods, problem }: GroupProps) {
  const tl = useTranslation('limits').t;
  const { values, setLimit, auth } = register;
  const error = problem('timeLimit', values.limits.timePeriod);
  return (
    <div className="register-limits__group">
      <p className="register-limits__label">
        {tl('kinds.time')}
        <span className="ui-field__required" aria-hidden="true">
          {' *'}
        </span>
      </p>
      <div className={`register-limits__pair${error ? ' register-limits__pair--invalid' : ''}`}>
        <TextField
          name="timeHours"
          label={tl('hours')}
          inputMode="numeric"
          maxLength={3}
          value={values.limits.timeHours}
          onValue={(v) => setLimit('timeHours', v.replace(/\D/g, ''))}
          inputRef={auth.form.register('timeLimit')}
        />
        <TextField
          name="timeMinutes"
          label={tl('minutes')}
          inputMode="numeric"
          maxLength={2}
          value={values.limits.timeMinutes}
          onValue={(v) => setLimit('timeMinutes', v.replace(/\D/g, ''))}
        />
      </div>
      <SelectField
        name="timePeriod"
        label={tl('period')}
        value={values.limits.timePeriod}
        onValue={(v) => setLimit('timePeriod', v as LimitPeriod)}
        options={periods}
      />
      {error ? (
        <p className="ui-field__error" role="alert" data-testid="error-timeLimit">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The responsible-gaming limits a BR registration must carry (Portaria SPA/MF 1.231/2024): a loss limit (amount and
 * period) and a time limit (hours and minutes, and period). Test ids: register-limits, field-lossAmount,
 * field-lossPeriod, field-timeHours, field-timeMinutes, field-timePeriod, error-lossAmount, error-timeLimit.
 */
export function RegisterLimitsFields({ register }: { register: RegisterForm }) {
  const { t } = useTranslation('auth');
  const tl = useTranslation('limits').t;
  const periods = limitPeriods.map((period) => ({ value: period, label: tl(`periods.${period}`) }));
  const problem = (name: 'lossLimit' | 'timeLimit', period: LimitPeriod) => {
    const key = register.auth.form.errors[name];
    return key ? tl(`errors.${key}`, { max: periodHours(period) }) : undefined;
  };
  return (
    <fieldset className="register-limits" data-testid="register-limits">
      <legend className="register-limits__title">{t('limitsTitle')}</legend>
      <p className="register-limits__intro">{t('limitsIntro')}</p>
      <LossLimitInputs register={register} periods={periods} problem={problem} />
      <TimeLimitInputs register={register} periods={periods} problem={problem} />
    </fieldset>
  );
}
