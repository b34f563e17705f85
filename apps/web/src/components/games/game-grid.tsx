import type { Game } from '@app/contract';
import { registerGamesTexts } from '../../lib/games/games-texts';
import { GameTile } from './game-tile';
import { useTileActions } from './use-tile-actions';
import './games.css';

registerGamesTexts();

interface GameGridProps {
  games: readonly Game[];
  /** Tiles of a hot list carry the Hot label. */
  hot?: boolean;
  /** How many of the first tiles load their art at once. */
  eagerCount?: number;
  testId?: string;
}

/** Three tiles a row, the lists' layout. */
export function GameGrid({ games, hot = false, eagerCount = 0, testId = 'game-grid' }: GameGridProps) {
  const actions = useTileActions();
  return (
    <div className="game-grid" data-testid={testId}>
      {games.map((game, i) => (
        <GameTile key={game.nodeId} game={game} actions={actions} hot={hot} eager={i < eagerCount} />
      ))}
    </div>
  );
}
