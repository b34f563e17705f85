/**
 * The catalogue's constants, free of zod so the web's first load can use them
 * without shipping the schema library (as gate-status.ts does for the status);
 * catalogue.ts builds its schemas on them and re-exports them.
 */

/**
 * What a game is played as: the `gameType` of SPEC §3. ESPORTS games are
 * SPORTS games of an esports vendor (SPEC §4 vendor grouping), so they have no
 * type of their own.
 */
export const gameTypes = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'LOTT', 'COCKFIGHT'] as const;
export type GameType = (typeof gameTypes)[number];

/** The filter classifications of SPEC §3 (caId), besides `all`; `NEW` filters by the new flag. */
export const filterClassifies = ['JP', 'SC', 'VP', 'TG', 'AC'] as const;
export const NEW_CLASSIFY = 'NEW';
/** Minimum-bet filter options of SPEC §3, besides `all`. */
export const minBetOptions = ['0.01', '0.05', '0.10', '0.50', '0.75', '1.00'] as const;
/** List tabs and filters of SPEC §9. */
export const filterTypes = ['ALL', 'FAV', 'HOT', 'RECENT', 'NEW'] as const;

/** Esports and cockfight vendors of SPEC §9. */
export const esportsVendors = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
export const cockfightVendors = ['DS88', 'DIG'] as const;
/** The in-house game provider's vendor code (crash, mines, dice, plinko …). */
export const IN_HOUSE_VENDOR_CODE = 'INHOUSE';
/** Its default classification in the vendor game list (SPEC §2). */
export const IN_HOUSE_DEFAULT_CLASSIFY = 'Crash';
/** Vendor shortcuts of SPEC §4: each sets type RNG with that vendor (CRASH: the in-house vendor, class Crash). */
export const vendorShortcuts = ['CRASH', 'TA', 'JDB', 'FC', 'PP'] as const;
export type VendorShortcut = (typeof vendorShortcuts)[number];

/** The in-house engine a game launches; issue 6's game server plays them. */
export const gameEngines = ['slot', 'crash', 'mines', 'dice', 'plinko', 'sports', 'roulette', 'baccarat'] as const;
export type GameEngine = (typeof gameEngines)[number];
