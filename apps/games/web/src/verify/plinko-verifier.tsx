import { useTranslation } from 'react-i18next';
import { dropBall, PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, type PlinkoRisk } from '../fair/derive';
import { formatMultiplier } from '../i18n/numbers';
import { Incomplete, NumberField, SelectField } from './verifier-fields';
import type { VerifierProps } from './verifier';

export function PlinkoVerifier({ seeds, params, setParams, lang }: VerifierProps) {
  const { t } = useTranslation();
  const rows = typeof params.rows === 'number' && params.rows >= PLINKO_MIN_ROWS && params.rows <= PLINKO_MAX_ROWS ? params.rows : 16;
  const risk: PlinkoRisk = PLINKO_RISKS.includes(params.risk as PlinkoRisk) ? (params.risk as PlinkoRisk) : 'low';
  const drop = seeds ? dropBall(seeds, rows, risk) : null;
  return (
    <div className="verify__game">
      <NumberField
        label={t('plinko.rows')}
        value={rows}
        min={PLINKO_MIN_ROWS}
        max={PLINKO_MAX_ROWS}
        onChange={(v) => setParams({ ...params, rows: v })}
      />
      <SelectField
        label={t('plinko.risk')}
        value={risk}
        options={PLINKO_RISKS}
        labelOf={(o) => t(`plinko.risks.${o}`)}
        onChange={(r) => setParams({ ...params, risk: r })}
      />
      {!drop ? (
        <Incomplete />
      ) : (
        <>
          <p className="verify__outcome" data-testid="verify-outcome">
            {t('verify.slot', { slot: drop.slot, multiplier: formatMultiplier(drop.multiplier / 100, lang) })}
          </p>
          <p className="mono">{t('verify.path', { path: drop.path.map((s) => (s ? 'R' : 'L')).join(' ') })}</p>
        </>
      )}
    </div>
  );
}
