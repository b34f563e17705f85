import { useTranslation } from 'react-i18next';
import { spinWheel } from '../fair/derive';
import { Pocket } from '../games/roulette/pocket';
import { Incomplete } from './verifier-fields';
import type { VerifierProps } from './verifier';

export function RouletteVerifier({ seeds }: VerifierProps) {
  const { t } = useTranslation();
  if (!seeds) return <Incomplete />;
  const pocket = spinWheel(seeds);
  return (
    <p className="verify__outcome" data-testid="verify-outcome">
      {t('verify.pocket', { pocket })} <Pocket number={pocket} />
    </p>
  );
}
