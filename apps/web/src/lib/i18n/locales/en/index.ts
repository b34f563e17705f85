import { commonEn } from './common';
import { routesEn } from './routes';

/** The shell's English texts: a chunk of their own, fetched only when a player chooses English. */
export const englishTexts = { common: commonEn, routes: routesEn };
