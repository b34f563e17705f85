import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitInput, LimitPeriod, LimitStatus } from '@app/contract';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useLanguage } from '../../../lib/preferences/use-language';
import { checkMoneyLimit, checkTimeLimit, minutesParts, periodHours, type LimitProblem } from '../../../lib/protection/limit-values';
import { showToast } from '../../../lib/ui/toast-store';
import { useSetLimits } from '../api/set-limits';

export interface LimitInputs {
  amount: string;
  hours: string;
  minutes: string;
}

/** The current value as the inputs start: "20,00" in Portuguese; a time limit split into hours and minutes. */
function startValues(limit: LimitStatus, language: string): LimitInputs {
  if (limit.value === null) return { amount: '', hours: '', minutes: '' };
  if (limit.kind !== 'time') return { amount: language === 'en' ? limit.value : limit.value.replace('.', ','), hours: '', minutes: '' };
  const { hours, minutes } = minutesParts(Number(limit.value));
  return { amount: '', hours: String(hours), minutes: String(minutes) };
}

/** One limit's edit form: its inputs, the client-side bounds check, and the PUT (set, change or remove). */
export function useLimitForm(limit: LimitStatus, onDone: () => void) {
  const { t } = useTranslation('responsibleGaming');
  const tl = useTranslation('limits').t;
  const [language] = useLanguage();
  const errorText = useErrorText();
  const save = useSetLimits();
  const [values, setValues] = useState(() => startValues(limit, language));
  const [period, setPeriod] = useState<LimitPeriod>(limit.period ?? 'day');
  const [problem, setProblem] = useState<LimitProblem | null>(null);
  const { kind } = limit;

  const edit = (name: keyof LimitInputs) => (value: string) => {
    setValues((current) => ({ ...current, [name]: name === 'amount' ? value : value.replace(/\D/g, '') }));
    setProblem(null);
  };
  const send = (change: LimitInput | { kind: LimitStatus['kind']; remove: true }) =>
    save.mutate(
      { limits: [change] },
      {
        onSuccess: (status) => {
          const waiting = status.limits.find((l) => l.kind === kind)?.pending;
          showToast(waiting ? t('savedPending') : t('saved'), 'success');
          onDone();
        },
        onError: (error) => showToast(errorText(error), 'error'),
      },
    );
  const submit = () => {
    if (save.isPending) return;
    const checked = kind === 'time' ? checkTimeLimit(values.hours, values.minutes, period) : checkMoneyLimit(values.amount);
    if (!checked.ok) {
      setProblem(checked.key);
      return;
    }
    // Written out per branch so the kind narrows to the time or the money shape of LimitInput.
    send(kind === 'time' ? { kind, period, value: checked.value } : { kind, period, value: checked.value });
  };
  const remove = () => send({ kind, remove: true });
  const error = problem ? tl(`errors.${problem}`, { max: periodHours(period) }) : undefined;

  return { values, edit, period, setPeriod, error, submit, remove, saving: save.isPending };
}
