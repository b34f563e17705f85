import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@app/contract';
import { cdnUrl, imageCdnBase } from '../../lib/games/game-icon';
import { useFavouriteIds, useToggleFavourite } from '../../lib/games/use-favourites';
import { useOpenGame } from '../../lib/games/use-open-game';
import { useSystemStatus } from '../../lib/system-status/use-system-status';
import { showToast } from '../../lib/ui/toast-store';

export interface TileActions {
  isFavourite: (nodeId: string) => boolean;
  toggleFavourite: (game: Game) => void;
  open: (game: Game) => void;
  iconOf: (game: Game) => string;
  fallbackIcon: string | undefined;
}

/**
 * What every tile of a list shares, read once per list rather than once per
 * tile (a home holds hundreds of tiles).
 */
export function useTileActions(): TileActions {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const favourites = useFavouriteIds();
  const toggle = useToggleFavourite();
  const openGame = useOpenGame();
  const base = imageCdnBase(status);
  const fallback = status?.info.paths.defaultGameIcon;

  const toggleFavourite = useCallback(
    (game: Game) =>
      void toggle(game).then((ok) => {
        if (!ok) showToast(t('games:favouriteFailed'), 'error');
      }),
    [toggle, t],
  );
  const open = useCallback((game: Game) => openGame({ nodeId: game.nodeId }), [openGame]);

  return useMemo(() => {
    const set = new Set(favourites ?? []);
    return {
      isFavourite: (nodeId: string) => set.has(nodeId),
      toggleFavourite,
      open,
      iconOf: (game: Game) => cdnUrl(base, game.mobileLargeIcon || game.iconUrl || game.showIcon),
      fallbackIcon: fallback ? cdnUrl(base, fallback) : undefined,
    };
  }, [favourites, toggleFavourite, open, base, fallback]);
}
