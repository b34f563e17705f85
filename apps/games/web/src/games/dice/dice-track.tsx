import { useTranslation } from 'react-i18next';
import {
  diceBetAllowed,
  diceMultiplier,
  diceWinningCount,
  payoutMinor,
  DICE_MULTIPLIER_SCALE,
  type DiceDirection,
} from '../../fair/derive';
import { formatMultiplier, formatNumber } from '../../i18n/numbers';
import { fromMinor, toMinor } from '../money';
import { formatHundredths } from './dice-format';

/** The 0–100 track: the winning zone of the bet, and the roll's marker once there is one. */
export function DiceTrack({
  direction,
  target,
  outcome,
  lang,
}: {
  direction: DiceDirection;
  target: number;
  outcome: { roll: number; win: boolean } | null;
  lang: 'pt' | 'en';
}) {
  const zone = direction === 'under' ? { left: 0, width: target / 100 } : { left: (target + 1) / 100, width: (9999 - target) / 100 };
  return (
    <div className="dice__track" data-testid="dice-track">
      <div className="dice__zone" style={{ left: `${zone.left}%`, width: `${zone.width}%` }} />
      {outcome ? (
        <div
          className={`dice__marker${outcome.win ? ' is-win' : ' is-loss'}`}
          style={{ left: `${outcome.roll / 100}%` }}
          data-testid="dice-marker"
        >
          {formatHundredths(outcome.roll, lang)}
        </div>
      ) : null}
      <span className="dice__scale">0</span>
      <span className="dice__scale dice__scale--mid">50</span>
      <span className="dice__scale dice__scale--end">100</span>
    </div>
  );
}

/** The bet's chance, multiplier and payout for the chosen stake. */
export function DiceStats({
  direction,
  target,
  stake,
  money,
  lang,
}: {
  direction: DiceDirection;
  target: number;
  stake: string;
  money: (amount: string) => string;
  lang: 'pt' | 'en';
}) {
  const { t } = useTranslation();
  const bet = { direction, target };
  const multiplier = diceBetAllowed(bet) ? diceMultiplier(bet) : 0;
  const chance = diceWinningCount(bet) / 100;
  return (
    <dl className="stats">
      <div>
        <dt>{t('dice.chance')}</dt>
        <dd>{formatNumber(chance, lang, 2)}%</dd>
      </div>
      <div>
        <dt>{t('dice.multiplier')}</dt>
        <dd>{formatMultiplier(multiplier / DICE_MULTIPLIER_SCALE, lang)}</dd>
      </div>
      <div>
        <dt>{t('dice.payout')}</dt>
        <dd>{money(fromMinor(payoutMinor(toMinor(stake), multiplier, DICE_MULTIPLIER_SCALE)))}</dd>
      </div>
    </dl>
  );
}
