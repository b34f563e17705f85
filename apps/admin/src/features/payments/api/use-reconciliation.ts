import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { useCustom } from '@refinedev/core';
import { API, type Reconciliation, type ReconciliationQuery } from '@app/contract';
import { inZone } from '../../../lib/format/time';
import { useFormat } from '../../../lib/format/use-format';
import { reconciliationQuery, type RangeProblem } from './reconciliation-query';

export interface ReconciliationForm {
  days: [Dayjs | null, Dayjs | null] | null;
  includeMatched: boolean;
}

/** The last seven merchant days, today included, as the picker's (browser-zone) days. */
export function lastWeek(timeZone: string): [Dayjs, Dayjs] {
  const today = dayjs(inZone(Date.now(), timeZone).format('YYYY-MM-DD'));
  return [today.subtract(6, 'day'), today];
}

/**
 * GET /deposits/reconciliation for the period asked last: it asks the PSP for the whole period, so it runs when the
 * operator submits, not on every change of the picker.
 */
export function useReconciliation() {
  const { timeZone } = useFormat();
  const [query, setQuery] = useState<ReconciliationQuery | null>(() => {
    const first = reconciliationQuery(lastWeek(timeZone), false, timeZone);
    return 'query' in first ? first.query : null;
  });
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  // Read from the query itself: refine's `result.data` is an empty object, not undefined, before the first answer.
  const { query: answer } = useCustom<Reconciliation>({
    url: API.operatorReconciliation,
    method: 'get',
    config: { query: query ?? {} },
    queryOptions: { enabled: query !== null },
  });
  const run = (form: ReconciliationForm) => {
    const next = reconciliationQuery(form.days, form.includeMatched, timeZone);
    if ('problem' in next) {
      setProblem(next.problem);
      return;
    }
    setProblem(null);
    setQuery(next.query);
  };
  return {
    run,
    problem,
    report: answer.isError ? undefined : answer.data?.data,
    loading: answer.isFetching,
    error: answer.error?.message,
    refetch: () => void answer.refetch(),
  };
}
