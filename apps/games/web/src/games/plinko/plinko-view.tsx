import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineViewProps } from '../engine-view';
import { ErrorNotice } from '../../components/error-notice';
import { StakePicker } from '../../components/stake-picker';
import type { PlinkoRisk } from '../../fair/derive';
import { formatMoney } from '../../i18n/i18n';
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

/** Posts a drop and moves the ball down its path one peg at a time; the round is done once it lands. */
function useDrop(round: ReturnType<typeof useRound<DropAnswer>>) {
  const [answer, setAnswer] = useState<DropAnswer | null>(null);
  const [step, setStep] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const drop = async (body: { stake: string; rows: number; risk: PlinkoRisk }) => {
    setAnswer(null);
    const result = await round.play('/api/plinko/drop', body);
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
  return { answer, step, drop, clear: () => setAnswer(null), finished: answer !== null && step >= answer.outcome.path.length };
}

/** The rows and the risk of the next drop; changing either clears the last drop from the board. */
function PlinkoSettings(props: {
  info: PlinkoInfo;
  rows: number;
  risk: PlinkoRisk;
  busy: boolean;
  onRows: (rows: number) => void;
  onRisk: (risk: PlinkoRisk) => void;
}) {
  const { t } = useTranslation();
  const { info } = props;
  return (
    <div className="settings">
      <label className="field field--inline">
        <span>{t('plinko.rows')}</span>
        <select value={props.rows} disabled={props.busy} onChange={(e) => props.onRows(Number(e.target.value))} data-testid="plinko-rows">
          {Array.from({ length: info.maxRows - info.minRows + 1 }, (_, i) => info.minRows + i).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <div className="segmented" role="group" aria-label={t('plinko.risk')}>
        {info.risks.map((r) => (
          <button key={r} type="button" aria-pressed={props.risk === r} disabled={props.busy} onClick={() => props.onRisk(r)}>
            {t(`plinko.risks.${r}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Plinko: rows and risk, the ball falling peg by peg along the path the fair stream gave. */
export function PlinkoView({ session, api, setBalance, refreshHistory, launch }: EngineViewProps) {
  const { t } = useTranslation();
  const info = session.engine as unknown as PlinkoInfo;
  const [stake, setStake] = useState(info.stakes[Math.min(3, info.stakes.length - 1)]!);
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const round = useRound<DropAnswer>({ api, setBalance, refreshHistory });
  const { answer, step, drop, clear, finished } = useDrop(round);
  const shownRows = answer ? answer.outcome.path.length : rows;

  return (
    <section className="plinko">
      <PlinkoBoard
        lang={launch.lang}
        rows={shownRows}
        multipliers={info.tables[risk][String(shownRows)]!}
        path={answer?.outcome.path ?? null}
        step={step}
        landed={finished ? answer!.outcome.slot : null}
      />
      <p className="result" aria-live="polite" data-testid="plinko-result">
        {finished
          ? `${t('plinko.landed', { value: formatMultiplier(answer!.outcome.multiplier / 100, launch.lang) })} · ${t('common.win')}: ${formatMoney(answer!.win, launch.lang, session.currency)}`
          : null}
      </p>
      <ErrorNotice error={round.error} />
      <PlinkoSettings
        info={info}
        rows={rows}
        risk={risk}
        busy={round.busy}
        onRows={(n) => (setRows(n), clear())}
        onRisk={(r) => (setRisk(r), clear())}
      />
      <div className="controls">
        <StakePicker
          stakes={info.stakes}
          value={stake}
          onChange={setStake}
          currency={session.currency}
          lang={launch.lang}
          disabled={round.busy}
        />
        <button
          type="button"
          className="primary"
          onClick={() => void drop({ stake, rows, risk })}
          disabled={round.busy}
          data-testid="plinko-drop"
        >
          {round.busy ? t('plinko.dropping') : t('plinko.drop')}
        </button>
      </div>
    </section>
  );
}
