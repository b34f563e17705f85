import { useTranslation } from 'react-i18next';
import { minePositions, MINES_TILES } from '../fair/derive';
import { GemIcon, MineIcon } from '../games/mines/mines-icons';
import { Incomplete, NumberField } from './verifier-fields';
import type { VerifierProps } from './verifier';

export function MinesVerifier({ seeds, params, setParams }: VerifierProps) {
  const { t } = useTranslation();
  const mines = typeof params.mines === 'number' && params.mines >= 1 && params.mines <= 24 ? params.mines : 3;
  const board = seeds ? new Set(minePositions(seeds, mines)) : null;
  return (
    <div className="verify__game">
      <NumberField label={t('mines.mines')} value={mines} min={1} max={24} onChange={(v) => setParams({ ...params, mines: v })} />
      {!board ? (
        <Incomplete />
      ) : (
        <>
          <div className="mines__grid mines__grid--small" data-testid="verify-outcome">
            {Array.from({ length: MINES_TILES }, (_, tile) => (
              <span
                key={tile}
                className={`mines__tile ${board.has(tile) ? 'is-mine' : 'is-gem'}`}
                aria-label={t('mines.tile', { n: tile + 1 })}
              >
                {board.has(tile) ? <MineIcon /> : <GemIcon />}
              </span>
            ))}
          </div>
          <p className="verify__outcome">{t('verify.minesAt', { tiles: [...board].map((x) => x + 1).join(', ') })}</p>
        </>
      )}
    </div>
  );
}
