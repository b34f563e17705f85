import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineViewProps } from '../../app';
import { StakePicker } from '../../components/stake-picker';
import type { PlinkoRisk } from '../../fair/derive';
import { errorKey, formatMoney } from '../../i18n/i18n';
import { formatMultiplier } from '../../i18n/numbers';
import { useRound, type RoundAnswer } from '../use-round';
import { PlinkoBoard } from './plinko-board';

interface PlinkoInfo {
  stakes: string[];
  minRows: number;
  maxRows: number;
  risks: PlinkoRisk[];
  tables: Record<PlinkoRisk, Record<string, number[]>>;
}
interface DropAnswer extends RoundAnswer {
  outcome: { path: number[]; slot: number; multiplier: number };
}

const STEP_MS = 120;

/** Plinko: rows and risk, the ball falling peg by peg along the path the fair stream gave. */
export function PlinkoView({ session, api, setBalance, refreshHistory, launch }: EngineViewProps) {
  const { t } = useTranslation();
  const info = session.engine as unknown as PlinkoInfo;
  const [stake, setStake] = useState(info.stakes[Math.min(3, info.stakes.length - 1)]!);
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [answer, setAnswer] = useState<DropAnswer | null>(null);
  const [step, setStep] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const round = useRound<DropAnswer>({ api, setBalance, refreshHistory });
  const shownRows = answer ? answer.outcome.path.length : rows;
  const finished = answer !== null && step >= answer.outcome.path.length;

  const drop = async () => {
    setAnswer(null);
    const result = await round.play('/api/plinko/drop', { stake, rows, risk });
    if (!result) return;
    setAnswer(result);
    setStep(0);
    let k = 0;
    const next = () => {
      k += 1;
      setStep(k);
      if (k < result.outcome.path.length) timer.current = setTimeout(next, STEP_MS);
      else round.done(result);
    };
    timer.current = setTimeout(next, STEP_MS);
  };

  return (
    <section className="plinko">
      <PlinkoBoard
        lang={launch.lang}
        rows={shownRows}
        multipliers={info.tables[risk][String(shownRows)]!}
        path={answer?.outcome.path ?? null}
        step={step}
        landed={finished ? answer.outcome.slot : null}
      />
      <p className="result" aria-live="polite" data-testid="plinko-result">
        {finished
          ? `${t('plinko.landed', { value: formatMultiplier(answer.outcome.multiplier / 100, launch.lang) })} · ${t('common.win')}: ${formatMoney(answer.win, launch.lang, session.currency)}`
          : null}
      </p>
      {round.error ? (
        <p className="notice notice--error" role="alert">
          {t(errorKey(round.error))}
        </p>
      ) : null}
      <div className="settings">
        <label className="field field--inline">
          <span>{t('plinko.rows')}</span>
          <select
            value={rows}
            disabled={round.busy}
            onChange={(e) => (setRows(Number(e.target.value)), setAnswer(null))}
            data-testid="plinko-rows"
          >
            {Array.from({ length: info.maxRows - info.minRows + 1 }, (_, i) => info.minRows + i).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <div className="segmented" role="group" aria-label={t('plinko.risk')}>
          {info.risks.map((r) => (
            <button key={r} type="button" aria-pressed={risk === r} disabled={round.busy} onClick={() => (setRisk(r), setAnswer(null))}>
              {t(`plinko.risks.${r}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="controls">
        <StakePicker
          stakes={info.stakes}
          value={stake}
          onChange={setStake}
          currency={session.currency}
          lang={launch.lang}
          disabled={round.busy}
        />
        <button type="button" className="primary" onClick={() => void drop()} disabled={round.busy} data-testid="plinko-drop">
          {round.busy ? t('plinko.dropping') : t('plinko.drop')}
        </button>
      </div>
    </section>
  );
}
