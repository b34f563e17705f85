import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { createCatalogueCache, type CatalogueCache } from './catalogue.service.js';
import { gameArtRoutes } from './game-art.routes.js';
import { gamesOperatorRoutes } from './games-operator.routes.js';
import { gamesRoutes } from './games.routes.js';
import { createWinnerBoard } from './winners.service.js';

export interface GamesModuleOptions {
  db: Db;
  clock: Clock;
  /** Shared with the modules that name games (betting records). */
  catalogue: CatalogueCache;
  operatorToken: string;
  gamesPublicUrl: string;
}

/** The catalogue, lobby and launch calls, the generated artwork and the operator's catalogue calls. */
export async function registerGames(app: FastifyInstance, options: GamesModuleOptions): Promise<void> {
  const deps = { db: options.db, clock: options.clock, catalogue: options.catalogue };
  await app.register(gameArtRoutes);
  await app.register(gamesRoutes, { ...deps, gamesPublicUrl: options.gamesPublicUrl, winnerBoard: createWinnerBoard() });
  await app.register(gamesOperatorRoutes, { ...deps, operatorToken: options.operatorToken });
}

export { createCatalogueCache };
