import fp from 'fastify-plugin';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import type { CatalogueDeps } from './catalogue.service.js';
import { gameArtRoutes } from './game-art.routes.js';
import { gamesOperatorRoutes } from './games-operator.routes.js';
import { gamesRoutes } from './games.routes.js';
import { createWinnerBoard } from './winners.service.js';

export interface GamesModuleOptions extends CatalogueDeps {
  gamesPublicUrl: string;
  operator: OperatorRoutes;
}

/** The catalogue, lobby and launch calls, the generated artwork and the operator's catalogue calls. */
export const gamesModule = fp<GamesModuleOptions>(
  async (app, { gamesPublicUrl, operator, ...deps }) => {
    await app.register(gameArtRoutes);
    await app.register(gamesRoutes, { ...deps, gamesPublicUrl, winnerBoard: createWinnerBoard() });
    operator.add(gamesOperatorRoutes, deps);
  },
  { name: 'games' },
);
