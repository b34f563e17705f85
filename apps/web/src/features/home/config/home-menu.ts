/**
 * Home game-menu strip (SPEC §2): HOME, HOT, the vendor-supplied categories,
 * then the fixed shortcuts. The vendor list comes from the vendor-structure
 * call later; until then a typical set stands in.
 */
export const HOME_MENU_LEADING = ['HOME', 'HOT'] as const;
export const HOME_MENU_TRAILING = ['CRASH', 'TA', 'JDB', 'FC', 'PP'] as const;
export const PLACEHOLDER_VENDOR_CATEGORIES = ['PGE', 'RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'PVP'] as const;

export function homeMenuCategories(vendorCategories: readonly string[]): string[] {
  return [...HOME_MENU_LEADING, ...vendorCategories, ...HOME_MENU_TRAILING];
}
