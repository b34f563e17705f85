import {
  API,
  favouriteBodySchema,
  favouriteIdsQuerySchema,
  favouriteIdsSchema,
  favouriteListQuerySchema,
  favouritePageSchema,
  gameListQuerySchema,
  gameMenusSchema,
  homeMenu,
  hotGamesQuerySchema,
  launchQuerySchema,
  launchSchema,
  matchesQuerySchema,
  matchesSchema,
  recentAddQuerySchema,
  recentListQuerySchema,
  recentPageSchema,
  successEnvelope,
  vendorTypesQuerySchema,
  vendorTypesSchema,
  winnersQuerySchema,
  winnersSchema,
  type Language,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, okJson } from '../../http/envelope.js';
import { answerFromCache } from '../../http/http-cache.js';
import { requestLanguage } from '../../http/language.js';
import { createPlayerGuard, createSessionGuard, sessionOf } from '../auth/auth.guard.js';
import { guarded } from '../system/system.guard.js';
import { hotGamesJson, listGamesJson, type CatalogueDeps } from './catalogue.service.js';
import { launchGame } from './launch.service.js';
import { matchGroups } from './matches.service.js';
import * as memberGames from './member-games.service.js';
import type { WinnerBoard } from './winners.service.js';

export interface GamesRoutesOptions extends CatalogueDeps {
  gamesPublicUrl: string;
  winnerBoard: WinnerBoard;
}

/** Browsers and shared caches may keep catalogue answers this long; an ETag revalidates them after. */
const CATALOGUE_MAX_AGE_S = 30;
const BOARD_MAX_AGE_S = 15;
const MEMBER_LIMIT = { max: 120, timeWindow: '1 minute' } as const;
const LAUNCH_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

const languageOf = (request: FastifyRequest, query: { language?: Language | undefined }): Language =>
  query.language ?? requestLanguage(request);
const envelope = <T extends z.ZodType>(value: T) => ({ 200: successEnvelope(value), ...errorResponses });

type GamesApp = Parameters<FastifyPluginAsyncZod>[0];

const memberOf = (request: FastifyRequest) => {
  const s = sessionOf(request);
  return { merchantId: s.merchantId, memberId: s.memberId, isTrial: s.isTrial || s.memberType === 4 };
};

/** The anonymous catalogue, answered from the merchant's snapshot with ETags; the winner board and match cards. */
function catalogueRoutes(app: GamesApp, deps: GamesRoutesOptions) {
  const snapshotOf = (request: FastifyRequest) => deps.catalogue.get(guarded(request).merchant.id);

  app.get(
    API.gameVendorTypes,
    { schema: { querystring: vendorTypesQuerySchema, response: envelope(vendorTypesSchema) } },
    async (request, reply) => {
      const snapshot = await snapshotOf(request);
      if (answerFromCache(request, reply, `c${snapshot.version}`, '', CATALOGUE_MAX_AGE_S)) return reply;
      return ok({ content: snapshot.structure });
    },
  );

  app.get(API.gameMenus, { schema: { querystring: hotGamesQuerySchema, response: envelope(gameMenusSchema) } }, async (request, reply) => {
    const snapshot = await snapshotOf(request);
    if (answerFromCache(request, reply, `c${snapshot.version}`, '', CATALOGUE_MAX_AGE_S)) return reply;
    return ok(homeMenu(snapshot.structure.sorting));
  });

  // The two biggest answers go out as text joined from games serialised once (catalogue.service.ts).
  app.get(API.gameList, { schema: { querystring: gameListQuerySchema, response: errorResponses } }, async (request, reply) => {
    const snapshot = await snapshotOf(request);
    const language = languageOf(request, request.query);
    if (answerFromCache(request, reply, `c${snapshot.version}`, language, CATALOGUE_MAX_AGE_S)) return reply;
    return okJson(reply, listGamesJson(snapshot, request.query, language));
  });

  app.get(API.gameHot, { schema: { querystring: hotGamesQuerySchema, response: errorResponses } }, async (request, reply) => {
    const snapshot = await snapshotOf(request);
    const language = languageOf(request, request.query);
    if (answerFromCache(request, reply, `c${snapshot.version}`, language, CATALOGUE_MAX_AGE_S)) return reply;
    return okJson(reply, hotGamesJson(snapshot, language));
  });

  app.get(API.gameWinners, { schema: { querystring: winnersQuerySchema, response: envelope(winnersSchema) } }, async (request, reply) => {
    const language = languageOf(request, request.query);
    const list = await deps.winnerBoard(deps, guarded(request).merchant.id, request.query.limitNum, language);
    // The board changes with every big win: the tag follows its content.
    if (
      answerFromCache(request, reply, JSON.stringify(list.map((e) => [e.vo.nodeId, e.vo.winAmount, e.vo.wonAt])), language, BOARD_MAX_AGE_S)
    )
      return reply;
    return ok({ list });
  });

  app.get(API.gameMatches, { schema: { querystring: matchesQuerySchema, response: envelope(matchesSchema) } }, async (request) => {
    return ok({ list: await matchGroups(deps, guarded(request).merchant.id, languageOf(request, request.query)) });
  });
}

/** A member's favourites and recently played games, and the launch (members only: agents do not play). */
function memberRoutes(app: GamesApp, deps: GamesRoutesOptions) {
  const member = { onRequest: createSessionGuard(deps), config: { rateLimit: MEMBER_LIMIT } };

  app.post(API.gameFavourite, { ...member, schema: { body: favouriteBodySchema, response: envelope(z.null()) } }, async (request) => {
    await memberGames.addFavourite(deps, memberOf(request), request.body.nodeId);
    return ok(null);
  });

  app.delete(API.gameFavourite, { ...member, schema: { body: favouriteBodySchema, response: envelope(z.null()) } }, async (request) => {
    await memberGames.removeFavourite(deps, memberOf(request), request.body.nodeId);
    return ok(null);
  });

  app.get(
    API.gameFavouriteIds,
    { ...member, schema: { querystring: favouriteIdsQuerySchema, response: envelope(favouriteIdsSchema) } },
    async (request) => ok(await memberGames.favouriteIds(deps, memberOf(request), request.query.pageNo, request.query.pageSize)),
  );

  app.get(
    API.gameFavouriteList,
    { ...member, schema: { querystring: favouriteListQuerySchema, response: envelope(favouritePageSchema) } },
    async (request) => ok(await memberGames.favouriteList(deps, memberOf(request), request.query, languageOf(request, request.query))),
  );

  app.get(
    API.gameRecentAdd,
    { ...member, schema: { querystring: recentAddQuerySchema, response: envelope(z.null()) } },
    async (request) => {
      await memberGames.addRecent(deps, memberOf(request), request.query.nodeId);
      return ok(null);
    },
  );

  app.get(
    API.gameRecentList,
    { ...member, schema: { querystring: recentListQuerySchema, response: envelope(recentPageSchema) } },
    async (request) => ok(await memberGames.recentList(deps, memberOf(request), request.query, languageOf(request, request.query))),
  );

  app.get(
    API.gameLaunch,
    // Agents run teams and do not play (docs/decisions/agents.md "Agents do not play"): the launch is a member-only call.
    {
      onRequest: createPlayerGuard(deps),
      config: { rateLimit: LAUNCH_LIMIT },
      schema: { querystring: launchQuerySchema, response: envelope(launchSchema) },
    },
    async (request) =>
      ok(
        await launchGame(
          { ...deps, gamesPublicUrl: deps.gamesPublicUrl },
          memberOf(request),
          request.query,
          languageOf(request, request.query),
        ),
      ),
  );
}

/** The game calls of SPEC §7: the anonymous catalogue (cacheable), a member's favourites and recents, the launch. */
export const gamesRoutes: FastifyPluginAsyncZod<GamesRoutesOptions> = async (app, deps) => {
  catalogueRoutes(app, deps);
  memberRoutes(app, deps);
};
