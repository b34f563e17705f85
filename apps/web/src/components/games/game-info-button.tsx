import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@app/contract';
import { InfoIcon } from './info-icon';
import './game-info-button.css';

// Loaded when a player first asks: lists draw hundreds of tiles and most visits never open it.
const GameInfoSheet = lazy(() => import('./game-info-sheet').then((m) => ({ default: m.GameInfoSheet })));

interface GameInfoButtonProps {
  game: Game;
  name: string;
  onPlay: (game: Game) => void;
}

/** The tile's "i": opens the game's information sheet, from which the game can be played too. */
export function GameInfoButton({ game, name, onPlay }: GameInfoButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="game-tile__info"
        data-testid="game-info-open"
        aria-haspopup="dialog"
        aria-label={t('games:info.open', { name })}
        onClick={() => setOpen(true)}
      >
        <InfoIcon size={13} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <GameInfoSheet
            game={game}
            onClose={() => setOpen(false)}
            onPlay={() => {
              setOpen(false);
              onPlay(game);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
