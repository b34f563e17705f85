import { z } from 'zod';
import { text } from '../safe-text.js';
import { queryInt } from '../safe-numbers.js';
import { languages } from '../constants.js';
import { moneyStringSchema } from '../money.js';
import { gameEngines, gameTypes } from './constants.js';
import { parseRtp } from './rtp.js';

export * from './constants.js';

export const gameTypeSchema = z.enum(gameTypes);

const vendorCodeSchema = text().regex(/^[A-Z0-9_]{1,16}$/, { message: 'vendor_format' });
const gameCodeSchema = text().regex(/^[A-Za-z0-9_.-]{1,64}$/, { message: 'game_code_format' });
/** Classifications are caIds (JP, SC …) or a vendor's own class name (Crash, Roulette …). */
const classifySchema = text().regex(/^[A-Za-z0-9_]{1,24}$/, { message: 'classify_format' });
const flagSchema = z.union([z.literal(0), z.literal(1)]);
/**
 * A vendor's stated RTP in percent, at most two places ("96.5", "96.50"; a
 * JSON number too), 50.00 to 100.00; parsed to hundredths of a percent.
 */
const statedRtpSchema = z.union([text(), z.number()]).transform((value, ctx) => {
  const basisPoints = parseRtp(String(value).trim());
  if (basisPoints === null) {
    ctx.addIssue({ code: 'custom', message: 'rtp_format' });
    return z.NEVER;
  }
  return basisPoints;
});

/** One game as the lists give it (SPEC §3 Game), names in the requested language. */
export const gameSchema = z.object({
  /** The vendor's own game id. */
  gameId: text(),
  /** Our id of the game; favourites and recents name games by it. */
  nodeId: text(),
  nodeName: text(),
  roomId: text().nullable(),
  /** The game's name in the catalogue's base language (English). */
  gameName: text(),
  /** The name in the requested language. */
  displayName: text(),
  gameType: gameTypeSchema,
  gameCategory: text(),
  vassalage: text(),
  gameClassify: text().nullable(),
  minBet: moneyStringSchema,
  lines: z.number().int().nullable(),
  /** Return to player the game states, in percent with two places ("96.50"); null when its vendor states none. */
  rtp: text()
    .regex(/^\d{2,3}\.\d{2}$/)
    .nullable(),
  mobileLargeIcon: text(),
  showIcon: text(),
  iconUrl: text(),
  isNew: flagSchema,
  isTop: flagSchema,
  /** Playable by trial accounts with play money. */
  supportPlay: flagSchema,
  /** Demo content: not a real provider's game. */
  demo: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

/** SPEC §3 Game page. */
export const gamePageSchema = z.object({
  games: z.array(gameSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type GamePage = z.infer<typeof gamePageSchema>;

const languageParam = z.enum(languages).optional();
/** Parameters the site sends for compatibility that change nothing on this server. */
const clientParams = {
  merchant: text().max(32).optional(),
  merchantCode: text().max(32).optional(),
  platform: text().max(16).optional(),
  clientType: queryInt().optional(),
  isPlatform: queryInt().optional(),
};
const pageNo = queryInt().min(1).max(10_000).default(1);

/** GET game list (SPEC §7): every filter optional; gameName is searched accent- and case-insensitively. */
export const gameListQuerySchema = z
  .object({
    gameName: text().trim().max(64).optional(),
    gameType: gameTypeSchema.optional(),
    pageNo,
    pageSize: queryInt().min(1).max(100).default(35),
    vassalage: vendorCodeSchema.optional(),
    gameClassify: classifySchema.optional(),
    isNew: queryInt().min(0).max(1).optional(),
    minBet: moneyStringSchema.optional(),
    minLine: queryInt().min(1).max(10_000).optional(),
    language: languageParam,
    ...clientParams,
  })
  .strict();
export type GameListQuery = z.input<typeof gameListQuerySchema>;
export type GameListParams = z.output<typeof gameListQuerySchema>;

/** GET hot games: the whole hot list; the site filters it by type itself (SPEC §4). */
export const hotGamesQuerySchema = z.object({ language: languageParam, ...clientParams }).strict();

/** GET vendor game types (SPEC §7: typeId 1). */
export const vendorTypesQuerySchema = z
  .object({ typeId: queryInt().optional(), merchant_code: text().max(32).optional(), language: languageParam, ...clientParams })
  .strict();

export const vendorEntrySchema = z.object({
  vassalage: text(),
  name: text(),
  iconUrl: text(),
  /** The classifications its games of this category have, most common first. */
  classifies: z.array(text()),
  gameCount: z.number().int(),
});
export type VendorEntry = z.infer<typeof vendorEntrySchema>;

/** SPEC §3 vendor structure: game type → vendors, and the categories in menu order. */
export const vendorStructureSchema = z.object({
  gameTypes: z.record(text(), z.array(text())),
  sorting: z.array(z.object({ gameCategory: text(), vendorNames: z.array(vendorEntrySchema) })),
});
export type VendorStructure = z.infer<typeof vendorStructureSchema>;
export const vendorTypesSchema = z.object({ content: vendorStructureSchema });

/** Import rows (operator catalogue file): one game with its names per language. */
export const catalogueRowSchema = z
  .object({
    vendor: vendorCodeSchema,
    gameCode: gameCodeSchema,
    gameType: gameTypeSchema,
    classify: classifySchema.nullable().default(null),
    nameEn: text().trim().min(1).max(80),
    namePt: text().trim().min(1).max(80),
    minBet: moneyStringSchema.refine((v) => !v.startsWith('-') && v !== '0.00', { message: 'min_bet_positive' }),
    lines: queryInt().min(1).max(10_000).nullable().default(null),
    /** In: percent ("96.50"); out: hundredths of a percent (9650). Null or absent: the vendor states none. */
    rtp: statedRtpSchema.nullable().default(null),
    iconUrl: text()
      .max(500)
      .regex(/^(https:\/\/|\/)[^\s"'<>]*$/, { message: 'icon_url_format' })
      .nullable()
      .default(null),
    isNew: z.boolean().default(false),
    isTop: z.boolean().default(false),
    hotRank: queryInt().min(1).max(1000).nullable().default(null),
    supportPlay: z.boolean().default(true),
    engine: z.enum(gameEngines),
    engineConfig: text()
      .regex(/^[a-z0-9-]{1,32}$/, { message: 'engine_config_format' })
      .nullable()
      .default(null),
    demo: z.boolean().default(false),
    sort: queryInt().min(0).max(1_000_000).default(0),
    enabled: z.boolean().default(true),
  })
  .strict();
export type CatalogueRow = z.input<typeof catalogueRowSchema>;
export type ParsedCatalogueRow = z.output<typeof catalogueRowSchema>;

/** POST operator import: the rows of a catalogue file (parsed, not yet validated). */
export const catalogueImportBodySchema = z
  .object({ rows: z.array(z.unknown()).max(50_000), disableMissing: z.boolean().default(false), dryRun: z.boolean().default(false) })
  .strict();

export const catalogueImportReportSchema = z.object({
  rows: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  disabled: z.number().int(),
  vendorsAdded: z.array(text()),
  problems: z.array(z.object({ row: z.number().int(), field: text(), message: text() })),
  applied: z.boolean(),
});
export type CatalogueImportReport = z.infer<typeof catalogueImportReportSchema>;

/** PUT operator game categories: the game types this merchant does not offer. */
export const gameTypesOffSchema = z.object({ gameTypesOff: z.array(gameTypeSchema).max(gameTypes.length) }).strict();
