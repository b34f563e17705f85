import { useTranslation } from 'react-i18next';
import type { RouletteBetKind } from '../../fair/derive';
import { chipLabel } from '../../i18n/numbers';
import { pocketColour } from './pocket';

export interface Spot {
  kind: RouletteBetKind;
  value?: number;
}
export const spotKey = (spot: Spot) => `${spot.kind}:${spot.value ?? ''}`;

/** The betting layout: zero, the 36 numbers in three columns, columns, dozens and the even-money bets; a spot with a chip shows it. */
export function RouletteLayout({
  chips,
  onSpot,
  disabled,
  winning,
  lang,
}: {
  chips: Map<string, string>;
  onSpot: (spot: Spot) => void;
  disabled: boolean;
  winning: number | null;
  lang: string;
}) {
  const { t } = useTranslation();
  const cell = (spot: Spot, label: string, className: string) => {
    const chip = chips.get(spotKey(spot));
    const won = winning !== null && spot.kind === 'straight' && spot.value === winning;
    return (
      <button
        key={spotKey(spot)}
        type="button"
        className={`spot ${className}${chip ? ' has-chip' : ''}${won ? ' is-winning' : ''}`}
        disabled={disabled}
        onClick={() => onSpot(spot)}
        data-testid={`spot-${spot.kind}-${spot.value ?? ''}`}
      >
        {label}
        {chip ? <span className="spot__chip">{chipLabel(chip, lang)}</span> : null}
      </button>
    );
  };
  return (
    <div className="layout" aria-label={t('roulette.tapToBet')}>
      {cell({ kind: 'straight', value: 0 }, '0', 'spot--green spot--zero')}
      <div className="layout__numbers">
        {Array.from({ length: 36 }, (_, i) => cell({ kind: 'straight', value: i + 1 }, String(i + 1), `spot--${pocketColour(i + 1)}`))}
      </div>
      <div className="layout__row3">{[1, 2, 3].map((c) => cell({ kind: 'column', value: c }, t('roulette.column'), 'spot--outside'))}</div>
      <div className="layout__row3">
        {[1, 2, 3].map((d) => cell({ kind: 'dozen', value: d }, t('roulette.dozen', { from: d * 12 - 11, to: d * 12 }), 'spot--outside'))}
      </div>
      <div className="layout__row6">
        {(['low', 'even', 'red', 'black', 'odd', 'high'] as const).map((kind) =>
          cell(
            { kind },
            t(`roulette.kinds.${kind}`),
            `spot--outside${kind === 'red' ? ' spot--red' : kind === 'black' ? ' spot--black' : ''}`,
          ),
        )}
      </div>
    </div>
  );
}
