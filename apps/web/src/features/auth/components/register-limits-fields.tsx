import { useTranslation } from 'react-i18next';
import type { LimitPeriod } from '@app/contract';
import { LimitAmountInput, LimitPeriodSelect, LimitTimeInputs } from '../../../lib/protection/limit-inputs';
import { periodHours } from '../../../lib/protection/limit-values';
import type { RegisterForm } from '../hooks/use-register-form';

interface GroupProps {
  register: RegisterForm;
  /** The translated problem of the group's error key, if any. */
  problem: (name: 'lossLimit' | 'timeLimit', period: LimitPeriod) => string | undefined;
}

function LossLimitInputs({ register, problem }: GroupProps) {
  const { t } = useTranslation('auth');
  const tl = useTranslation('limits').t;
  const { values, setLimit, auth } = register;
  return (
    <div className="register-limits__group">
      <LimitAmountInput
        name="lossAmount"
        label={tl('kinds.loss')}
        required
        placeholder={t('limitsAmountPlaceholder')}
        value={values.limits.lossAmount}
        onValue={(v) => setLimit('lossAmount', v)}
        error={problem('lossLimit', values.limits.lossPeriod)}
        inputRef={auth.form.register('lossLimit')}
      />
      <LimitPeriodSelect name="lossPeriod" value={values.limits.lossPeriod} onValue={(v) => setLimit('lossPeriod', v)} />
    </div>
  );
}

function TimeLimitInputs({ register, problem }: GroupProps) {
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
      <LimitTimeInputs
        hours={values.limits.timeHours}
        minutes={values.limits.timeMinutes}
        onHours={(v) => setLimit('timeHours', v)}
        onMinutes={(v) => setLimit('timeMinutes', v)}
        invalid={Boolean(error)}
        hoursRef={auth.form.register('timeLimit')}
      />
      <LimitPeriodSelect name="timePeriod" value={values.limits.timePeriod} onValue={(v) => setLimit('timePeriod', v)} />
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
  const problem = (name: 'lossLimit' | 'timeLimit', period: LimitPeriod) => {
    const key = register.auth.form.errors[name];
    return key ? tl(`errors.${key}`, { max: periodHours(period) }) : undefined;
  };
  return (
    <fieldset className="register-limits" data-testid="register-limits">
      <legend className="register-limits__title">{t('limitsTitle')}</legend>
      <p className="register-limits__intro">{t('limitsIntro')}</p>
      <LossLimitInputs register={register} problem={problem} />
      <TimeLimitInputs register={register} problem={problem} />
    </fieldset>
  );
}
