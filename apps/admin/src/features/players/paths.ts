/** Where the players screens live, relative to the app's base (/admin): the resource's list and show routes. */
export const PLAYERS_PATH = '/players';
export const PLAYER_PATH = '/players/:id';

export const playerPath = (id: number | string): string => `${PLAYERS_PATH}/${encodeURIComponent(String(id))}`;
