/** Where the personal-data screens live, relative to the app's base (/admin). */
export const PRIVACY_PATH = '/privacy';
export const privacyRequestPath = (id: number): string => `${PRIVACY_PATH}/${id}`;
/** The players feature's page of a player (a link, not an import: features stay apart). */
export const playerPagePath = (memberId: number): string => `/players/${memberId}`;
