import { useTranslation } from 'react-i18next';
import { diceBetAllowed, rollDice, DICE_MULTIPLIER_SCALE, type DiceDirection } from '../fair/derive';
import { formatHundredths } from '../games/dice/dice-format';
import { formatMultiplier } from '../i18n/numbers';
import { Incomplete, NumberField, SelectField } from './verifier-fields';
import type { VerifierProps } from './verifier';

export function DiceVerifier({ seeds, params, setParams, lang }: VerifierProps) {
  const { t } = useTranslation();
  const direction: DiceDirection = params.direction === 'over' ? 'over' : 'under';
  const target = typeof params.target === 'number' ? params.target : 5000;
  const bet = { direction, target };
  const outcome = seeds && diceBetAllowed(bet) ? rollDice(seeds, bet) : null;
  return (
    <div className="verify__game">
      <SelectField
        label={t('verify.bet')}
        value={direction}
        options={['under', 'over'] as const}
        labelOf={(o) => t(`dice.${o}`)}
        onChange={(d) => setParams({ ...params, direction: d })}
      />
      <NumberField
        label={t('dice.target')}
        value={target / 100}
        min={0}
        max={99.99}
        step={0.01}
        onChange={(v) => setParams({ ...params, target: Math.round(v * 100) })}
        testId="verify-dice-target"
      />
      {!seeds ? (
        <Incomplete />
      ) : outcome ? (
        <p className={`verify__outcome ${outcome.win ? 'is-win' : ''}`} data-testid="verify-outcome">
          {t('verify.roll', { roll: formatHundredths(outcome.roll, lang) })} ·{' '}
          {outcome.win ? formatMultiplier(outcome.multiplier / DICE_MULTIPLIER_SCALE, lang) : t('dice.lost')}
        </p>
      ) : null}
    </div>
  );
}
