/** Where the barred-persons screens live, relative to the app's base (/admin). */
export const BARRED_PATH = '/barred';
/** The players feature's page of a player (a link, not an import: features stay apart). */
export const playerPagePath = (memberId: number): string => `/players/${memberId}`;
