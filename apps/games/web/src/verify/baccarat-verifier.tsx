import { useTranslation } from 'react-i18next';
import { dealBaccarat } from '../fair/derive';
import { cardLabel, PlayingCard } from '../games/baccarat/playing-card';
import { Incomplete } from './verifier-fields';
import type { VerifierProps } from './verifier';

export function BaccaratVerifier({ seeds }: VerifierProps) {
  const { t } = useTranslation();
  if (!seeds) return <Incomplete />;
  const hand = dealBaccarat(seeds);
  return (
    <div className="verify__game" data-testid="verify-outcome">
      <div className="baccarat__hands">
        {(['player', 'banker'] as const).map((side) => (
          <div key={side} className="baccarat__hand">
            <h3>{t(`baccarat.${side}`)}</h3>
            <div className="baccarat__cards">
              {(side === 'player' ? hand.playerCards : hand.bankerCards).map((c, i) => (
                <PlayingCard key={i} card={c} />
              ))}
            </div>
          </div>
        ))}
      </div>
      <p className="verify__outcome">
        {t('verify.hand', {
          player: hand.playerCards.map(cardLabel).join(' '),
          playerTotal: hand.playerTotal,
          banker: hand.bankerCards.map(cardLabel).join(' '),
          bankerTotal: hand.bankerTotal,
        })}{' '}
        — {t(`baccarat.wins.${hand.winner}`)}
      </p>
    </div>
  );
}
