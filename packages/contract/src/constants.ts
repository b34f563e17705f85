/** Business constants of SPEC §9. */
export const languages = ['pt', 'en'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'pt';

export const themes = ['dark', 'light'] as const;
export type Theme = (typeof themes)[number];
export const DEFAULT_THEME: Theme = 'dark';

export const PLATFORM = 'html5';
export const CLIENT_TYPE = 2;
export const GATEWAY_CODES = { WEB: 1, MOBILE: 3 } as const;

export const PAGE_SIZE = { home: 40, list: 35, favouriteIds: 100, winners: 20 } as const;

export const gameCategories = [
  'ALL',
  'LOTT',
  'ELOTT',
  'LIVE',
  'RNG',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'PVP',
  'HOT',
  'LIVESTREAM',
  'HOME',
  'PROMO',
  'PGE',
  'CRASH',
] as const;
export type GameCategory = (typeof gameCategories)[number];

/** The side game menu of SPEC §2, in order. */
export const gameMenuItems = ['HOT', 'PGE', 'RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'PVP', 'PROMO'] as const;
/** RNG is highlighted also for these categories. */
export const rngFamily = ['CRASH', 'PP', 'FC', 'JDB', 'TA'] as const;

export const promotionCategories = [
  'all',
  'new_player',
  'deposit_promo',
  'app_download',
  'rng_promo',
  'live_promo',
  'pvp_promo',
  'sport_promo',
  'fish_promo',
  'lotto_promo',
  'rebate_promo',
  'player_rank_rules',
  'point_mall',
  'other_promo',
] as const;

export const memberTypes = { regular: [0, 1, 2], trial: 4, nonAgent: 40, agents: [1, 2, 41, 42] } as const;

export const TIMINGS_MS = {
  pageFade: 300,
  bannerAutoplay: 5000,
  bannerSpeed: 1000,
  languageDebounce: 250,
  searchDebounce: 600,
  searchThrottle: 1000,
  markReadThrottle: 150,
  unreadThrottle: 250,
  smsTick: 500,
  toast: 1500,
  toastShort: 3000,
  toastLong: 8000,
  serviceWorkerWait: 200,
} as const;

/**
 * SMS codes one mobile number may be sent, whatever the purpose (the server's caps): the site waits them out instead
 * of offering a send the server refuses. The server also caps an address, which a page cannot count (others share it).
 */
export const SMS_NUMBER_CAPS = [
  { max: 3, windowMs: 15 * 60 * 1000 },
  { max: 10, windowMs: 24 * 60 * 60 * 1000 },
] as const;
export const SMS_ADDRESS_CAP = { max: 20, windowMs: 60 * 60 * 1000 } as const;

/** Keys of the values the site keeps in local storage (SPEC §3). */
export const STORAGE_KEYS = {
  session: 'MC_SESSION_INFO',
  language: 'language',
  theme: 'theme',
  autoLogin: 'autoLogin',
  hideDownloadBar: 'hideDownloadBar',
  systemStatus: 'systemStatus',
} as const;

/** Header the web app sends so the server answers in the member's language. */
export const LANGUAGE_HEADER = 'language';

/**
 * Agent types. SPEC §6 gives two readings (agents are 1, 2, 41, 42; or every
 * type but 0, 4, 40). On the known types {0,1,2,4,40,41,42} they agree; we
 * implement the second, so an unknown future type is treated as an agent only
 * if it is not one of the three non-agent types.
 */
export const NON_AGENT_TYPES = [0, 4, 40] as const;
export function isAgentType(type: number): boolean {
  return !(NON_AGENT_TYPES as readonly number[]).includes(type);
}
export const TRIAL_TYPE = 4;
export const DEPOSIT_TYPES = [0, 1, 2] as const;
