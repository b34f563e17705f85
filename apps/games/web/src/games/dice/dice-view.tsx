import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineViewProps } from '../engine-view';
import { ErrorNotice } from '../../components/error-notice';
import { StakePicker } from '../../components/stake-picker';
import type { DiceDirection } from '../../fair/derive';
import { formatMoney } from '../../i18n/i18n';
import { useRound, type RoundAnswer } from '../use-round';
import { formatHundredths } from './dice-format';
import { DiceStats, DiceTrack } from './dice-track';

interface DiceInfo {
  stakes: string[];
  variant: 'dice' | 'lotto';
}
interface RollAnswer extends RoundAnswer {
  outcome: { roll: number; win: boolean; multiplier: number };
}

const ROLL_SHOW_MS = 700;
const clampTarget = (direction: DiceDirection, target: number) =>
  direction === 'under' ? Math.min(9800, Math.max(200, target)) : Math.min(9799, Math.max(199, target));

/** The target slider and the under/over switch (which keeps the target within what the new direction allows). */
function DiceBet({
  direction,
  target,
  setDirection,
  setTarget,
  busy,
  lang,
}: {
  direction: DiceDirection;
  target: number;
  setDirection: (direction: DiceDirection) => void;
  setTarget: (target: number) => void;
  busy: boolean;
  lang: 'pt' | 'en';
}) {
  const { t } = useTranslation();
  const switchTo = (next: DiceDirection) => (setDirection(next), setTarget(clampTarget(next, target)));
  return (
    <>
      <input
        className="dice__slider"
        type="range"
        min={direction === 'under' ? 200 : 199}
        max={direction === 'under' ? 9800 : 9799}
        step={1}
        value={target}
        aria-label={t('dice.target')}
        disabled={busy}
        onChange={(e) => setTarget(Number(e.target.value))}
        data-testid="dice-target"
      />
      <div className="segmented" role="group">
        {(['under', 'over'] as const).map((d) => (
          <button
            key={d}
            type="button"
            aria-pressed={direction === d}
            disabled={busy}
            onClick={() => switchTo(d)}
            data-testid={`dice-${d}`}
          >
            {t(`dice.${d}`)} {formatHundredths(target, lang)}
          </button>
        ))}
      </div>
    </>
  );
}

/** Dice (and the lotto draw): a target on a 0–100 track, over or under, the roll sliding to its place. */
export function DiceView({ session, api, setBalance, refreshHistory, launch }: EngineViewProps) {
  const { t } = useTranslation();
  const info = session.engine as unknown as DiceInfo;
  const lotto = info.variant === 'lotto';
  const [stake, setStake] = useState(info.stakes[Math.min(3, info.stakes.length - 1)]!);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [target, setTarget] = useState(5000);
  const [answer, setAnswer] = useState<RollAnswer | null>(null);
  const [shown, setShown] = useState(false);
  const round = useRound<RollAnswer>({ api, setBalance, refreshHistory });
  const money = (amount: string) => formatMoney(amount, launch.lang, session.currency);

  const roll = async () => {
    setShown(false);
    const result = await round.play('/api/dice/roll', { stake, direction, target });
    if (!result) return;
    setAnswer(result);
    setTimeout(() => (setShown(true), round.done(result)), ROLL_SHOW_MS);
  };

  return (
    <section className="dice">
      {lotto ? <p className="notice">{t('dice.lotto')}</p> : null}
      <DiceTrack direction={direction} target={target} outcome={answer?.outcome ?? null} lang={launch.lang} />
      <DiceBet
        direction={direction}
        target={target}
        setDirection={setDirection}
        setTarget={setTarget}
        busy={round.busy}
        lang={launch.lang}
      />
      <DiceStats direction={direction} target={target} stake={stake} money={money} lang={launch.lang} />
      <p className="result" aria-live="polite" data-testid="dice-result">
        {answer && shown
          ? `${t('dice.rolled', { roll: formatHundredths(answer.outcome.roll, launch.lang) })} · ${answer.outcome.win ? `${t('common.win')}: ${money(answer.win)}` : t('dice.lost')}`
          : null}
      </p>
      {answer && shown && !answer.settled ? <p className="notice">{t('common.pendingWin')}</p> : null}
      <ErrorNotice error={round.error} />
      <div className="controls">
        <StakePicker
          stakes={info.stakes}
          value={stake}
          onChange={setStake}
          currency={session.currency}
          lang={launch.lang}
          disabled={round.busy}
        />
        <button type="button" className="primary" onClick={() => void roll()} disabled={round.busy} data-testid="dice-roll">
          {round.busy ? t('dice.rolling') : lotto ? t('dice.draw') : t('dice.roll')}
        </button>
      </div>
    </section>
  );
}
