import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@app/contract';
import { GameInfoButton } from './game-info-button';
import { LazyImage } from './lazy-image';
import { StarIcon } from './star-icon';
import type { TileActions } from './use-tile-actions';

interface GameTileProps {
  game: Game;
  actions: TileActions;
  /** Shown in a hot list: the Hot label (SPEC §2). */
  hot?: boolean;
  /** Load the image at once (first screenful). */
  eager?: boolean;
}

/**
 * SPEC §2 game tile: art, name, labels Hot / New / Popular, favourite star, a discreet "illustrative artwork" mark on
 * demo content, and an "i" that opens the game's information (provider, RTP, minimum bet, lines).
 */
export const GameTile = memo(function GameTile({ game, actions, hot = false, eager = false }: GameTileProps) {
  const { t } = useTranslation();
  const name = game.displayName || game.gameName;
  const favourite = actions.isFavourite(game.nodeId);
  const labels = [hot && 'hot', game.isNew === 1 && 'new', game.isTop === 1 && 'popular'].filter(Boolean) as string[];

  return (
    <article className="game-tile" data-testid="game-tile" data-node-id={game.nodeId} data-vendor={game.vassalage}>
      <button type="button" className="game-tile__open" onClick={() => actions.open(game)} aria-label={t('games:play', { name })}>
        <span className="game-tile__art">
          <LazyImage
            key={actions.iconOf(game)}
            src={actions.iconOf(game)}
            fallback={actions.fallbackIcon}
            eager={eager}
            width={200}
            height={200}
          />
          {labels.length ? (
            <span className="game-tile__labels">
              {labels.slice(0, 2).map((label) => (
                <span key={label} className={`game-label game-label--${label}`} data-testid={`label-${label}`}>
                  {t(`games:labels.${label}`)}
                </span>
              ))}
            </span>
          ) : null}
          {game.demo ? (
            <span className="game-tile__demo" title={t('games:demoTitle')} data-testid="demo-mark">
              {t('games:demo')}
            </span>
          ) : null}
        </span>
        <span className="game-tile__name" data-testid="game-name">
          {name}
        </span>
      </button>
      <button
        type="button"
        className={`game-tile__star${favourite ? ' is-on' : ''}`}
        data-testid="game-star"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'games:favouriteRemove' : 'games:favouriteAdd', { name })}
        onClick={() => actions.toggleFavourite(game)}
      >
        <StarIcon filled={favourite} size={16} />
      </button>
      <GameInfoButton game={game} name={name} onPlay={actions.open} />
    </article>
  );
});
