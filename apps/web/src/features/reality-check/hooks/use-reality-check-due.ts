import { useCallback, useEffect, useState } from 'react';
import { dueAtMs, readAck, writeAck } from './reality-check-schedule';

/** A safety net under the exact timer: browsers delay or drop timers of background tabs. */
const RECHECK_MS = 30_000;

/**
 * Whether the reality check is due now, for a session that started at `startedAt` and asks every `minutes`. Checked
 * at the due time, every half minute and whenever the tab becomes visible again; `onContinue` moves the next one N
 * minutes on from now.
 */
export function useRealityCheckDue(startedAt: string | undefined, minutes: number | undefined) {
  const [due, setDue] = useState(false);
  const [answers, setAnswers] = useState(0);

  useEffect(() => {
    if (startedAt === undefined || minutes === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      const wait = dueAtMs(startedAt, minutes, readAck(startedAt)) - Date.now();
      if (wait <= 0) setDue(true);
      else timer = setTimeout(check, Math.min(wait, RECHECK_MS));
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
    // `answers`: after a "continue" the schedule starts again from the stored answer.
  }, [startedAt, minutes, answers]);

  const onContinue = useCallback(() => {
    if (startedAt !== undefined) writeAck(startedAt, Date.now());
    setDue(false);
    setAnswers((n) => n + 1);
  }, [startedAt]);

  return { due, onContinue };
}
