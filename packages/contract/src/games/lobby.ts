import { z } from 'zod';
import { text } from '../safe-text.js';
import { queryInt } from '../safe-numbers.js';
import { languages } from '../constants.js';
import { moneyStringSchema } from '../money.js';
import { gameSchema, gameTypeSchema } from './catalogue.js';

const languageParam = z.enum(languages).optional();
const compat = {
  merchant: text().max(32).optional(),
  merchantCode: text().max(32).optional(),
  platform: text().max(16).optional(),
  clientType: queryInt().optional(),
  token: text().max(200).optional(),
};
const nodeIdSchema = text().regex(/^\d{1,12}$/, { message: 'node_id_format' });

/**
 * GET game menus: the home menu in order (SPEC §2): HOME, HOT, the
 * merchant's categories after vendor grouping (SPEC §4), then the shortcuts.
 */
export const gameMenusSchema = z.object({
  categories: z.array(text()),
  shortcuts: z.array(text()),
});
export type GameMenus = z.infer<typeof gameMenusSchema>;

/** POST add / DELETE remove a favourite (SPEC §7: body nodeId, vendor). */
export const favouriteBodySchema = z.object({ nodeId: nodeIdSchema, vendor: text().max(16).optional() }).strict();
export type FavouriteBody = z.infer<typeof favouriteBodySchema>;

/** GET favourite ids (pageNo 1, pageSize 100): node ids as strings, newest first. */
export const favouriteIdsQuerySchema = z
  .object({
    pageNo: queryInt().min(1).default(1),
    pageSize: queryInt().min(1).max(100).default(100),
    ...compat,
  })
  .strict();
export const favouriteIdsSchema = z.object({ content: z.array(text()), pageNum: z.number().int(), totalPages: z.number().int() });

/** GET favourite list (pageNo, gameType, pageSize 35, language): SPEC §3 favourites page. */
export const favouriteListQuerySchema = z
  .object({
    pageNo: queryInt().min(1).default(1),
    pageSize: queryInt().min(1).max(100).default(35),
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
    page: queryInt().min(1).default(1),
    pageSize: queryInt().min(1).max(100).default(35),
    gameType: gameTypeSchema.optional(),
    vassalage: text().max(16).optional(),
    language: languageParam,
    ...compat,
  })
  .strict();
export const recentPageSchema = z.object({ list: z.array(gameSchema), totalPages: z.number().int() });
export type RecentPage = z.infer<typeof recentPageSchema>;

/** GET winner board (gameCategory ALL, language, limitNum 20). */
export const winnersQuerySchema = z
  .object({
    gameCategory: text().max(16).default('ALL'),
    limitNum: queryInt().min(1).max(50).default(20),
    language: languageParam,
    ...compat,
  })
  .strict();

export const winnerEntrySchema = z.object({
  /** `win`: one of the biggest wins; `jackpot`: a win on a jackpot game (SPEC §2: the rest). */
  kind: z.enum(['win', 'jackpot']),
  vo: z.object({
    iconUrl: text(),
    /** Masked: never a member's full account name. */
    customerName: text(),
    winAmount: moneyStringSchema,
    gameName: text(),
    nodeId: text(),
    gameType: gameTypeSchema,
    vassalage: text(),
    wonAt: text(),
  }),
  /** A win of a demo player the embedded demo seeded (scripted rounds): the site marks it as demo content. */
  demo: z.boolean().optional(),
});
export type WinnerEntry = z.infer<typeof winnerEntrySchema>;
export const winnersSchema = z.object({ list: z.array(winnerEntrySchema) });

/** GET matches for the home match sections. */
export const matchesQuerySchema = z.object({ language: languageParam, ...compat }).strict();

export const matchSchema = z.object({
  league: text(),
  homeTeam: text(),
  awayTeam: text(),
  homeTeamImageUrl: text(),
  awayTeamImageUrl: text(),
  /** ISO 8601 instant. */
  matchTime: text(),
  /** Decimal odds; draw only where the sport has one. */
  moneyLine: z.object({ homeTeamOdds: text(), awayTeamOdds: text(), drawOdds: text().nullable() }),
  vendor: text(),
  gameId: text(),
  nodeId: text(),
  matchId: text(),
  leagueId: text(),
});
export type Match = z.infer<typeof matchSchema>;
export const matchGroupSchema = z.object({ gameName: text(), gameClassifyNew: text(), matchList: z.array(matchSchema) });
export type MatchGroup = z.infer<typeof matchGroupSchema>;
export const matchesSchema = z.object({ list: z.array(matchGroupSchema) });

/** GET launch game (SPEC §3 game launch data; launch version 3). */
export const launchQuerySchema = z
  .object({
    gameType: gameTypeSchema.optional(),
    vassalage: text().max(16).optional(),
    gameId: text().max(64).optional(),
    roomId: text().max(64).optional(),
    nodeId: nodeIdSchema.optional(),
    matchId: text().max(64).optional(),
    leagueId: text().max(64).optional(),
    isGameH5: queryInt().optional(),
    playType: z.enum(['trad', 'ent']).optional(),
    supportPlay: queryInt().optional(),
    freeplay: queryInt().optional(),
    gameCode: text().max(64).optional(),
    lottoMode: text().max(16).optional(),
    defaultPlayType: text().max(16).optional(),
    version: queryInt().optional(),
    language: languageParam,
    ...compat,
  })
  .strict()
  .refine((q) => q.nodeId ?? q.gameId ?? q.roomId ?? q.matchId, { message: 'launch_game_missing', path: ['nodeId'] });
export type LaunchQuery = z.input<typeof launchQuerySchema>;

export const launchSchema = z.object({
  /** Opened in the game page frame; carries a short-lived single-use launch token. */
  url: text(),
  nodeId: text(),
  gameName: text(),
  /** PLAY for trial accounts (play money), else BRL. */
  currency: z.enum(['BRL', 'PLAY']),
});
export type Launch = z.infer<typeof launchSchema>;
