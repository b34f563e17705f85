import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineViewProps } from '../engine-view';
import { ErrorNotice } from '../../components/error-notice';
import { StakePicker } from '../../components/stake-picker';
import { formatMoney } from '../../i18n/i18n';
import { useChips } from '../chips';
import { useRound, type RoundAnswer } from '../use-round';
import { Pocket } from './pocket';
import { RouletteLayout, spotKey, type Spot } from './roulette-layout';
import { RouletteWheel, wheelTurn } from './roulette-wheel';

interface SpinAnswer extends RoundAnswer {
  outcome: { pocket: number };
}

const SPIN_MS = 2600;

/** The chips on the layout and the spin: the wheel turns to the drawn pocket, the outcome shows once it stops. */
function useRouletteSpin(round: ReturnType<typeof useRound<SpinAnswer>>) {
  const table = useChips();
  const [spots, setSpots] = useState(new Map<string, Spot>());
  const [turn, setTurn] = useState(0);
  const [answer, setAnswer] = useState<SpinAnswer | null>(null);
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSpot = (spot: Spot, chip: string) => {
    setSpots((s) => new Map(s).set(spotKey(spot), spot));
    table.toggle(spotKey(spot), chip);
  };
  const spin = async () => {
    setShown(false);
    const bets = [...table.chips].map(([key, amount]) => ({ ...spots.get(key)!, amount }));
    const result = await round.play('/api/roulette/spin', { bets });
    if (!result) return;
    setAnswer(result);
    // The spin button sits under the layout: bring the wheel into view to watch it turn.
    top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    setTurn((previous) => wheelTurn(previous, result.outcome.pocket));
    timer.current = setTimeout(() => (setShown(true), round.done(result)), SPIN_MS);
  };
  return { table, turn, top, onSpot, spin, shownAnswer: shown ? answer : null };
}

/** The pocket the ball fell in and the win, once the wheel has stopped. */
function SpinResult({ answer, money }: { answer: SpinAnswer | null; money: (amount: string) => string }) {
  const { t } = useTranslation();
  return (
    <div className="result" aria-live="polite" data-testid="roulette-result">
      {answer ? (
        <>
          <Pocket number={answer.outcome.pocket} large />
          <span>
            {answer.win !== '0.00' ? `${t('common.win')}: ${money(answer.win)}` : t('roulette.result', { number: answer.outcome.pocket })}
          </span>
        </>
      ) : null}
    </div>
  );
}

/** European roulette as an RNG table: chips on the layout, the wheel turning to the pocket the fair stream drew. */
export function RouletteView({ session, api, setBalance, refreshHistory, launch }: EngineViewProps) {
  const { t } = useTranslation();
  const info = session.engine as unknown as { stakes: string[] };
  const [chip, setChip] = useState(info.stakes[Math.min(3, info.stakes.length - 1)]!);
  const round = useRound<SpinAnswer>({ api, setBalance, refreshHistory });
  const { table, turn, top, onSpot, spin, shownAnswer } = useRouletteSpin(round);
  const money = (amount: string) => formatMoney(amount, launch.lang, session.currency);

  return (
    <section className="roulette">
      <p className="table-label">{t('roulette.label')}</p>
      <div className="roulette__top" ref={top}>
        <RouletteWheel turn={turn} />
        <SpinResult answer={shownAnswer} money={money} />
      </div>
      <RouletteLayout
        lang={launch.lang}
        chips={table.chips}
        onSpot={(spot) => onSpot(spot, chip)}
        disabled={round.busy}
        winning={shownAnswer ? shownAnswer.outcome.pocket : null}
      />
      <p className="table-total">{table.chips.size ? t('roulette.total', { amount: money(table.total) }) : t('roulette.tapToBet')}</p>
      <ErrorNotice error={round.error} />
      <div className="controls">
        <StakePicker
          stakes={info.stakes}
          value={chip}
          onChange={setChip}
          currency={session.currency}
          lang={launch.lang}
          disabled={round.busy}
        />
        <button type="button" className="secondary" disabled={round.busy || !table.chips.size} onClick={table.clear}>
          {t('roulette.clear')}
        </button>
      </div>
      <button
        type="button"
        className="primary"
        disabled={round.busy || !table.chips.size}
        onClick={() => void spin()}
        data-testid="roulette-spin"
      >
        {round.busy ? t('roulette.spinning') : t('roulette.spin')}
      </button>
    </section>
  );
}
