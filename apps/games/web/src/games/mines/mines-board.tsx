import { useTranslation } from 'react-i18next';
import { formatMultiplier } from '../../i18n/numbers';
import { GemIcon, MineIcon } from './mines-icons';
import type { MinesRound } from './mines-types';

/** The tiles: gems revealed, mines shown once the round ends (the one hit marked), the rest dimmed after the end. */
export function MinesGrid(props: {
  tiles: number;
  round: MinesRound | null;
  open: boolean;
  busy: boolean;
  onReveal: (tile: number) => void;
}) {
  const { t } = useTranslation();
  const { round, open } = props;
  const board = new Set(round?.minePositions ?? []);
  const revealed = new Set(round?.revealed ?? []);
  const ending = round?.ending;
  return (
    <div className="mines__grid" data-testid="mines-grid">
      {Array.from({ length: props.tiles }, (_, tile) => {
        const state = revealed.has(tile)
          ? 'is-gem'
          : board.has(tile)
            ? ending?.tile === tile
              ? 'is-mine is-hit'
              : 'is-mine'
            : round && !open
              ? 'is-dim'
              : '';
        return (
          <button
            key={tile}
            type="button"
            className={`mines__tile ${state}`}
            aria-label={t('mines.tile', { n: tile + 1 })}
            disabled={!open || revealed.has(tile) || props.busy}
            onClick={() => props.onReveal(tile)}
            data-testid={`mines-tile-${tile}`}
          >
            {revealed.has(tile) ? <GemIcon /> : board.has(tile) ? <MineIcon /> : null}
          </button>
        );
      })}
    </div>
  );
}

/** Where the round stands: the current and next multipliers while open, how it ended once it has. */
export function MinesStatus({
  round,
  open,
  money,
  lang,
}: {
  round: MinesRound | null;
  open: boolean;
  money: (amount: string) => string;
  lang: string;
}) {
  const { t } = useTranslation();
  const ending = round?.ending;
  return (
    <>
      <p className="result" aria-live="polite" data-testid="mines-status">
        {open
          ? round!.revealed.length
            ? `${t('mines.current', { value: formatMultiplier(round!.multiplier, lang, 2) })}`
            : t('mines.pick')
          : null}
        {open && round!.nextMultiplier ? ` · ${t('mines.next', { value: formatMultiplier(round!.nextMultiplier, lang, 2) })}` : null}
        {ending?.reason === 'mine' ? t('mines.hit') : null}
        {ending && ending.reason !== 'mine' ? t('mines.won', { amount: money(round!.win) }) : null}
        {ending?.reason === 'timeout' ? ` ${t('mines.timeout')}` : null}
      </p>
      {round && ending && !round.settled && round.status === 'open' ? <p className="notice">{t('common.pendingWin')}</p> : null}
    </>
  );
}
