import fp from 'fastify-plugin';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import { catalogueAdminRoutes } from './catalogue-admin.routes.js';
import type { CatalogueDeps } from './catalogue.service.js';
import { gameArtRoutes } from './game-art.routes.js';
import type { GamesConfig } from './games.config.js';
import { gamesOperatorRoutes } from './games-operator.routes.js';
import { gamesRoutes } from './games.routes.js';
import { createSportsbookClient } from './sportsbook-client.js';
import { sportsbookOperatorRoutes } from './sportsbook-operator.routes.js';
import { createWinnerBoard } from './winners.service.js';

export interface GamesModuleOptions extends CatalogueDeps {
  gamesPublicUrl: string;
  /** The game server's operator address and token (the back office's sportsbook screen); without them it is unavailable. */
  sportsbook?: Omit<GamesConfig, 'publicUrl'>;
  operator: OperatorRoutes;
}

/** The catalogue, lobby and launch calls, the generated artwork, and the back office's catalogue and sportsbook calls. */
export const gamesModule = fp<GamesModuleOptions>(
  async (app, { gamesPublicUrl, sportsbook, operator, ...deps }) => {
    await app.register(gameArtRoutes);
    await app.register(gamesRoutes, { ...deps, gamesPublicUrl, winnerBoard: createWinnerBoard() });
    operator.add(gamesOperatorRoutes, deps);
    operator.add(catalogueAdminRoutes, deps);
    operator.add(sportsbookOperatorRoutes, { ...deps, sportsbook: createSportsbookClient({ publicUrl: gamesPublicUrl, ...sportsbook }) });
  },
  { name: 'games' },
);
