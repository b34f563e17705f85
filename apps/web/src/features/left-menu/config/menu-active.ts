import { rngFamily } from '@app/contract';

/** SPEC §2: RNG also lights up for the RNG-based shortcuts (CRASH, PP, FC, JDB, TA). */
export function isMenuItemActive(item: string, currentCategory: string): boolean {
  if (item === currentCategory) return true;
  return item === 'RNG' && (rngFamily as readonly string[]).includes(currentCategory);
}
