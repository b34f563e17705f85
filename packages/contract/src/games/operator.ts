import { z } from 'zod';
import { countedPageQuery } from '../backoffice/paging.js';
import { moneyStringSchema } from '../money.js';
import { bigIdTextSchema } from '../safe-numbers.js';
import { text } from '../safe-text.js';
import { gameEngines, gameTypes } from './constants.js';

/**
 * The back office's catalogue and sportsbook calls (issue 31 item 3): the
 * catalogue table, the switches and orders an operator sets per game, vendor
 * and type, and the in-house sportsbook's fixtures and results.
 */

const gameType = z.enum(gameTypes);
const vendorCode = text().regex(/^[A-Z0-9_]{1,16}$/, { message: 'vendor_format' });
const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
const sortValue = z.number().int().min(0).max(1_000_000);

/** Labels a game carries in the lobby: new, top (Popular), hot (a hot-list rank). */
export const GAME_LABELS = ['new', 'top', 'hot'] as const;
export type GameLabel = (typeof GAME_LABELS)[number];

/** GET operator games: search by name (either language) or code, filters combine; in catalogue order. */
export const operatorGamesQuerySchema = z
  .object({
    search: text().trim().max(64).optional(),
    vendor: vendorCode.optional(),
    gameType: gameType.optional(),
    engine: z.enum(gameEngines).optional(),
    enabled: booleanQuery.optional(),
    label: z.enum(GAME_LABELS).optional(),
    ...countedPageQuery,
  })
  .strict();
export type OperatorGamesQuery = z.output<typeof operatorGamesQuerySchema>;

/** One game as the catalogue table shows it. */
export const operatorGameSchema = z.object({
  id: z.number().int(),
  vendor: text(),
  vendorName: text(),
  gameCode: text(),
  gameType: gameType,
  classify: text().nullable(),
  engine: text(),
  engineConfig: text().nullable(),
  nameEn: text(),
  namePt: text(),
  minBet: moneyStringSchema,
  /** Percent with two places ("96.50"); null when its vendor states none. */
  rtp: text().nullable(),
  sort: z.number().int(),
  hotRank: z.number().int().nullable(),
  isNew: z.boolean(),
  isTop: z.boolean(),
  enabled: z.boolean(),
  demo: z.boolean(),
  vendorEnabled: z.boolean(),
  /** The merchant does not offer the game's type (its choice or its jurisdiction's). */
  typeOff: z.boolean(),
  /** What a player sees: the game, its vendor and its type all on. */
  inLobby: z.boolean(),
});
export type OperatorGame = z.infer<typeof operatorGameSchema>;

export const operatorGameParamsSchema = z.object({ id: bigIdTextSchema }).strict();

/** PATCH operator game: only what the body names changes. */
export const operatorGamePatchSchema = z
  .object({
    enabled: z.boolean().optional(),
    sort: sortValue.optional(),
    /** Null takes the game out of the hot list. */
    hotRank: z.number().int().min(1).max(1000).nullable().optional(),
    isNew: z.boolean().optional(),
    isTop: z.boolean().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'required' });
export type OperatorGamePatch = z.infer<typeof operatorGamePatchSchema>;

export const operatorVendorSchema = z.object({
  code: text(),
  name: text(),
  sort: z.number().int(),
  enabled: z.boolean(),
  games: z.number().int(),
  enabledGames: z.number().int(),
});
export type OperatorVendor = z.infer<typeof operatorVendorSchema>;

export const operatorVendorParamsSchema = z.object({ code: vendorCode }).strict();

export const operatorVendorPatchSchema = z
  .object({ enabled: z.boolean().optional(), sort: sortValue.optional() })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'required' });
export type OperatorVendorPatch = z.infer<typeof operatorVendorPatchSchema>;

/** GET operator game categories: the types the merchant switched off, and what its jurisdiction forbids besides. */
export const operatorGameTypesSchema = z.object({
  gameTypesOff: z.array(gameType),
  forbidden: z.array(gameType),
  counts: z.array(z.object({ gameType, games: z.number().int() })),
});
export type OperatorGameTypes = z.infer<typeof operatorGameTypesSchema>;

/** Reasons of an import's bad rows besides the schema's, per language; `{{row}}` and `{{key}}` are filled. */
export const catalogueImportTexts = {
  en: { duplicate: 'Repeats row {{row}} ({{key}}).', tooMany: 'A file holds at most {{max}} games.' },
  pt: { duplicate: 'Repete a linha {{row}} ({{key}}).', tooMany: 'Um arquivo tem no máximo {{max}} jogos.' },
} as const;

/**
 * POST operator import file: a catalogue file as the operator picked it (CSV with a header line, or JSON), read by
 * the server exactly as the command line reads one. At most 32 MB of text.
 */
export const CATALOGUE_FILE_FORMATS = ['csv', 'json'] as const;
export const catalogueImportFileBodySchema = z
  .object({
    format: z.enum(CATALOGUE_FILE_FORMATS),
    text: text().max(32 * 1024 * 1024),
    disableMissing: z.boolean().default(false),
    dryRun: z.boolean().default(false),
  })
  .strict();
export type CatalogueImportFileBody = z.input<typeof catalogueImportFileBodySchema>;

// The in-house sportsbook.

export const SPORT_PICKS = ['home', 'draw', 'away'] as const;
export type SportPick = (typeof SPORT_PICKS)[number];
export const SPORT_FIXTURE_STATUSES = ['scheduled', 'live', 'finished', 'cancelled'] as const;
export type SportFixtureStatus = (typeof SPORT_FIXTURE_STATUSES)[number];
/** Sports whose money line has a draw (the book's demo competitions price one for these). */
export const SPORTS_WITH_DRAW = ['football', 'futsal'] as const;

/** Decimal odds as text, above 1.00, at most 9999.99. */
const oddsSchema = text()
  .regex(/^\d{1,4}\.\d{2}$/, { message: 'odds_format' })
  .refine((v) => Number(v) > 1, { message: 'odds_format' });

export const sportFixtureSchema = z.object({
  id: text(),
  vendor: text(),
  gameCode: text(),
  sport: text(),
  leagueId: text(),
  leagueName: text(),
  homeTeam: text(),
  awayTeam: text(),
  startsAt: text(),
  homeOdds: text(),
  drawOdds: text().nullable(),
  awayOdds: text(),
  oddsVersion: z.number().int(),
  status: z.enum(SPORT_FIXTURE_STATUSES),
  result: z.enum(SPORT_PICKS).nullable(),
  updatedAt: text(),
});
export type SportFixture = z.infer<typeof sportFixtureSchema>;

export const sportFixturesQuerySchema = z.object({ status: z.enum(SPORT_FIXTURE_STATUSES).optional() }).strict();

const oddsFields = { homeOdds: oddsSchema, drawOdds: oddsSchema.nullable().default(null), awayOdds: oddsSchema };
const teamName = text().trim().min(1).max(80);

/** POST operator fixture: the sports game of the catalogue that opens it (its id), the teams, kick-off and odds. */
export const sportFixtureCreateSchema = z
  .object({
    gameId: z.number().int().min(1),
    leagueName: teamName,
    homeTeam: teamName,
    awayTeam: teamName,
    startsAt: text().datetime({ offset: true }),
    ...oddsFields,
  })
  .strict();
export type SportFixtureCreate = z.input<typeof sportFixtureCreateSchema>;

/** PUT operator fixture odds: new prices; bets on the old ones are refused from then on. */
export const sportFixtureOddsSchema = z.object(oddsFields).strict();
export type SportFixtureOdds = z.input<typeof sportFixtureOddsSchema>;

export const sportFixtureParamsSchema = z.object({ id: text().regex(/^[A-Za-z0-9._:-]{1,64}$/) }).strict();

export const sportFixtureResultSchema = z.object({ result: z.enum(SPORT_PICKS) }).strict();
