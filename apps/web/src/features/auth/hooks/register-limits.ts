import type { LimitInput, LimitPeriod } from '@app/contract';
import { checkMoneyLimit, checkTimeLimit } from '../../../lib/protection/limit-values';
import type { FieldErrors } from './use-form-validation';

/** The registration's responsible-gaming limits as typed (required under the BR jurisdiction). */
export interface LimitDraft {
  lossAmount: string;
  lossPeriod: LimitPeriod;
  timeHours: string;
  timeMinutes: string;
  timePeriod: LimitPeriod;
}

export const emptyLimitDraft: LimitDraft = { lossAmount: '', lossPeriod: 'day', timeHours: '', timeMinutes: '', timePeriod: 'day' };

/** Focus order of the group: the loss limit, then the time limit (its hours input carries the field's error). */
export const LIMIT_FIELDS = ['lossLimit', 'timeLimit'] as const;

/**
 * The loss and time limits checked with the server's bounds: errors (keys of the "limits" namespace's `errors`)
 * under lossLimit and timeLimit, or the payload's `limits`.
 */
export function checkRegisterLimits(draft: LimitDraft): { errors: FieldErrors; limits?: LimitInput[] } {
  const loss = checkMoneyLimit(draft.lossAmount);
  const time = checkTimeLimit(draft.timeHours, draft.timeMinutes, draft.timePeriod);
  if (!loss.ok || !time.ok) {
    const errors: FieldErrors = {};
    if (!loss.ok) errors.lossLimit = loss.key;
    if (!time.ok) errors.timeLimit = time.key;
    return { errors };
  }
  return {
    errors: {},
    limits: [
      { kind: 'loss', period: draft.lossPeriod, value: loss.value },
      { kind: 'time', period: draft.timePeriod, value: time.value },
    ],
  };
}
