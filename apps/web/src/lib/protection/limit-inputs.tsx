import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { limitPeriods, type LimitPeriod } from '@app/contract';
import { SelectField, TextField, type FieldProps } from '../../components/ui/field';
import { registerLimitTexts } from './limit-texts';
import './limit-inputs.css';

registerLimitTexts();

type AmountProps = Pick<FieldProps, 'name' | 'label' | 'value' | 'onValue' | 'error' | 'required' | 'placeholder' | 'inputRef'>;

/** A money limit's amount in reais: the registration's loss limit and every money limit of the limits page. */
export function LimitAmountInput(props: AmountProps) {
  return <TextField inputMode="decimal" addon={<span className="ui-field__prefix">R$</span>} {...props} />;
}

interface TimeProps {
  hours: string;
  minutes: string;
  onHours: (value: string) => void;
  onMinutes: (value: string) => void;
  /** Marks both inputs when the time limit as a whole is wrong (its error shows under the pair). */
  invalid?: boolean;
  hoursRef?: Ref<HTMLInputElement>;
}

const digits = (value: string) => value.replace(/\D/g, '');

/** A time limit as hours and minutes side by side; only digits are kept. Test ids field-timeHours, field-timeMinutes. */
export function LimitTimeInputs({ hours, minutes, onHours, onMinutes, invalid, hoursRef }: TimeProps) {
  const tl = useTranslation('limits').t;
  return (
    <div className={`limit-inputs__pair${invalid ? ' limit-inputs__pair--invalid' : ''}`}>
      <TextField
        name="timeHours"
        label={tl('hours')}
        inputMode="numeric"
        maxLength={3}
        value={hours}
        onValue={(v) => onHours(digits(v))}
        {...(hoursRef && { inputRef: hoursRef })}
      />
      <TextField
        name="timeMinutes"
        label={tl('minutes')}
        inputMode="numeric"
        maxLength={2}
        value={minutes}
        onValue={(v) => onMinutes(digits(v))}
      />
    </div>
  );
}

/** The period a limit counts over: day, week or month. Test id field-<name>. */
export function LimitPeriodSelect({ name, value, onValue }: { name: string; value: LimitPeriod; onValue: (period: LimitPeriod) => void }) {
  const tl = useTranslation('limits').t;
  const periods = limitPeriods.map((period) => ({ value: period, label: tl(`periods.${period}`) }));
  return <SelectField name={name} label={tl('period')} value={value} onValue={(v) => onValue(v as LimitPeriod)} options={periods} />;
}
