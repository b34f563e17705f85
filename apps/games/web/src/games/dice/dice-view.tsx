import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineViewProps } from '../../app';
import { StakePicker } from '../../components/stake-picker';
import {
  diceBetAllowed,
  diceMultiplier,
  diceWinningCount,
  payoutMinor,
  DICE_MULTIPLIER_SCALE,
  type DiceDirection,
} from '../../fair/derive';
import { errorKey, formatMoney } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/numbers';
import { fromMinor, toMinor } from '../money';
import { useRound, type RoundAnswer } from '../use-round';
import { formatHundredths } from './dice-format';

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
  const bet = { direction, target };
  const multiplier = diceBetAllowed(bet) ? diceMultiplier(bet) : 0;
  const chance = diceWinningCount(bet) / 100;

  const roll = async () => {
    setShown(false);
    const result = await round.play('/api/dice/roll', { stake, direction, target });
    if (!result) return;
    setAnswer(result);
    setTimeout(() => (setShown(true), round.done(result)), ROLL_SHOW_MS);
  };
  const switchTo = (next: DiceDirection) => (setDirection(next), setTarget(clampTarget(next, target)));
  const zone = direction === 'under' ? { left: 0, width: target / 100 } : { left: (target + 1) / 100, width: (9999 - target) / 100 };

  return (
    <section className="dice">
      {lotto ? <p className="notice">{t('dice.lotto')}</p> : null}
      <div className="dice__track" data-testid="dice-track">
        <div className="dice__zone" style={{ left: `${zone.left}%`, width: `${zone.width}%` }} />
        {answer ? (
          <div
            className={`dice__marker${answer.outcome.win ? ' is-win' : ' is-loss'}`}
            style={{ left: `${answer.outcome.roll / 100}%` }}
            data-testid="dice-marker"
          >
            {formatHundredths(answer.outcome.roll, launch.lang)}
          </div>
        ) : null}
        <span className="dice__scale">0</span>
        <span className="dice__scale dice__scale--mid">50</span>
        <span className="dice__scale dice__scale--end">100</span>
      </div>
      <input
        className="dice__slider"
        type="range"
        min={direction === 'under' ? 200 : 199}
        max={direction === 'under' ? 9800 : 9799}
        step={1}
        value={target}
        aria-label={t('dice.target')}
        disabled={round.busy}
        onChange={(e) => setTarget(Number(e.target.value))}
        data-testid="dice-target"
      />
      <div className="segmented" role="group">
        {(['under', 'over'] as const).map((d) => (
          <button
            key={d}
            type="button"
            aria-pressed={direction === d}
            disabled={round.busy}
            onClick={() => switchTo(d)}
            data-testid={`dice-${d}`}
          >
            {t(`dice.${d}`)} {formatHundredths(target, launch.lang)}
          </button>
        ))}
      </div>
      <dl className="stats">
        <div>
          <dt>{t('dice.chance')}</dt>
          <dd>{formatNumber(chance, launch.lang, 2)}%</dd>
        </div>
        <div>
          <dt>{t('dice.multiplier')}</dt>
          <dd>×{formatNumber(multiplier / DICE_MULTIPLIER_SCALE, launch.lang, 4)}</dd>
        </div>
        <div>
          <dt>{t('dice.payout')}</dt>
          <dd>{money(fromMinor(payoutMinor(toMinor(stake), multiplier, DICE_MULTIPLIER_SCALE)))}</dd>
        </div>
      </dl>
      <p className="result" aria-live="polite" data-testid="dice-result">
        {answer && shown
          ? `${t('dice.rolled', { roll: formatHundredths(answer.outcome.roll, launch.lang) })} · ${answer.outcome.win ? `${t('common.win')}: ${money(answer.win)}` : t('dice.lost')}`
          : null}
      </p>
      {answer && shown && !answer.settled ? <p className="notice">{t('common.pendingWin')}</p> : null}
      {round.error ? (
        <p className="notice notice--error" role="alert">
          {t(errorKey(round.error))}
        </p>
      ) : null}
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
