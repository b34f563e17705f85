/** Where the games screens live, relative to the app's base (/admin); each tab has its own address. */
export const GAMES_PATH = '/games';
export const GAME_TABS = ['catalogue', 'vendors', 'import', 'fixtures'] as const;
export type GameTab = (typeof GAME_TABS)[number];

export const isGameTab = (value: string | undefined): value is GameTab => (GAME_TABS as readonly string[]).includes(value ?? '');
export const gamesTabPath = (tab: GameTab): string => (tab === 'catalogue' ? GAMES_PATH : `${GAMES_PATH}/${tab}`);
