import { z } from 'zod';
import { languages } from '../constants.js';
import { moneyStringSchema } from '../money.js';
import { gameSchema, gameTypeSchema } from './catalogue.js';

const languageParam = z.enum(languages).optional();
const compat = {
  merchant: z.string().max(32).optional(),
  merchantCode: z.string().max(32).optional(),
  platform: z.string().max(16).optional(),
  clientType: z.coerce.number().int().optional(),
  token: z.string().max(200).optional(),
};
const nodeIdSchema = z.string().regex(/^\d{1,12}$/, { message: 'node_id_format' });

/**
 * GET game menus: the home menu in order (SPEC §2): HOME, HOT, the
 * merchant's categories after vendor grouping (SPEC §4), then the shortcuts.
 */
export const gameMenusSchema = z.object({
  categories: z.array(z.string()),
  shortcuts: z.array(z.string()),
});
export type GameMenus = z.infer<typeof gameMenusSchema>;

/** POST add / DELETE remove a favourite (SPEC §7: body nodeId, vendor). */
export const favouriteBodySchema = z.object({ nodeId: nodeIdSchema, vendor: z.string().max(16).optional() }).strict();
export type FavouriteBody = z.infer<typeof favouriteBodySchema>;

/** GET favourite ids (pageNo 1, pageSize 100): node ids as strings, newest first. */
export const favouriteIdsQuerySchema = z
  .object({
    pageNo: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(100),
    ...compat,
  })
  .strict();
export const favouriteIdsSchema = z.object({ content: z.array(z.string()), pageNum: z.number().int(), totalPages: z.number().int() });

/** GET favourite list (pageNo, gameType, pageSize 35, language): SPEC §3 favourites page. */
export const favouriteListQuerySchema = z
  .object({
    pageNo: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(35),
    gameType: gameTypeSchema.optional(),
    language: languageParam,
    ...compat,
  })
  .strict();
export const favouritePageSchema = z.object({ content: z.array(gameSchema), pageNum: z.number().int(), totalPages: z.number().int() });
export type FavouritePage = z.infer<typeof favouritePageSchema>;

/** GET recent add (SPEC §7: a GET). */
export const recentAddQuerySchema = z.object({ nodeId: nodeIdSchema, ...compat }).strict();

/** GET recent list (page, pageSize 35, gameType, vassalage, language, clientType 2). */
export const recentListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(35),
    gameType: gameTypeSchema.optional(),
    vassalage: z.string().max(16).optional(),
    language: languageParam,
    ...compat,
  })
  .strict();
export const recentPageSchema = z.object({ list: z.array(gameSchema), totalPages: z.number().int() });
export type RecentPage = z.infer<typeof recentPageSchema>;

/** GET winner board (gameCategory ALL, language, limitNum 20). */
export const winnersQuerySchema = z
  .object({ gameCategory: z.string().max(16).default('ALL'), limitNum: z.coerce.number().int().min(1).max(50).default(20), language: languageParam, ...compat })
  .strict();

export const winnerEntrySchema = z.object({
  /** `win`: one of the biggest wins; `jackpot`: a win on a jackpot game (SPEC §2: the rest). */
  kind: z.enum(['win', 'jackpot']),
  vo: z.object({
    iconUrl: z.string(),
    /** Masked: never a member's full account name. */
    customerName: z.string(),
    winAmount: moneyStringSchema,
    gameName: z.string(),
    nodeId: z.string(),
    gameType: gameTypeSchema,
    vassalage: z.string(),
    wonAt: z.string(),
  }),
});
export type WinnerEntry = z.infer<typeof winnerEntrySchema>;
export const winnersSchema = z.object({ list: z.array(winnerEntrySchema) });

/** GET matches for the home match sections. */
export const matchesQuerySchema = z.object({ language: languageParam, ...compat }).strict();

export const matchSchema = z.object({
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamImageUrl: z.string(),
  awayTeamImageUrl: z.string(),
  /** ISO 8601 instant. */
  matchTime: z.string(),
  /** Decimal odds; draw only where the sport has one. */
  moneyLine: z.object({ homeTeamOdds: z.string(), awayTeamOdds: z.string(), drawOdds: z.string().nullable() }),
  vendor: z.string(),
  gameId: z.string(),
  nodeId: z.string(),
  matchId: z.string(),
  leagueId: z.string(),
});
export type Match = z.infer<typeof matchSchema>;
export const matchGroupSchema = z.object({ gameName: z.string(), gameClassifyNew: z.string(), matchList: z.array(matchSchema) });
export type MatchGroup = z.infer<typeof matchGroupSchema>;
export const matchesSchema = z.object({ list: z.array(matchGroupSchema) });

/** GET launch game (SPEC §3 game launch data; launch version 3). */
export const launchQuerySchema = z
  .object({
    gameType: gameTypeSchema.optional(),
    vassalage: z.string().max(16).optional(),
    gameId: z.string().max(64).optional(),
    roomId: z.string().max(64).optional(),
    nodeId: nodeIdSchema.optional(),
    matchId: z.string().max(64).optional(),
    leagueId: z.string().max(64).optional(),
    isGameH5: z.coerce.number().int().optional(),
    playType: z.enum(['trad', 'ent']).optional(),
    supportPlay: z.coerce.number().int().optional(),
    freeplay: z.coerce.number().int().optional(),
    gameCode: z.string().max(64).optional(),
    lottoMode: z.string().max(16).optional(),
    defaultPlayType: z.string().max(16).optional(),
    version: z.coerce.number().int().optional(),
    language: languageParam,
    ...compat,
  })
  .strict()
  .refine((q) => q.nodeId ?? q.gameId ?? q.roomId ?? q.matchId, { message: 'launch_game_missing', path: ['nodeId'] });
export type LaunchQuery = z.input<typeof launchQuerySchema>;

export const launchSchema = z.object({
  /** Opened in the game page frame; carries a short-lived single-use launch token. */
  url: z.string(),
  nodeId: z.string(),
  gameName: z.string(),
  /** PLAY for trial accounts (play money), else BRL. */
  currency: z.enum(['BRL', 'PLAY']),
});
export type Launch = z.infer<typeof launchSchema>;
