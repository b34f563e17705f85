import {
  groupVendorCategories,
  IN_HOUSE_DEFAULT_CLASSIFY,
  IN_HOUSE_VENDOR_CODE,
  NEW_CLASSIFY,
  type GameType,
  type VendorEntry,
  type VendorStructure,
} from '@app/contract';

/**
 * The vendors a category's list offers as chips: its own group after vendor
 * grouping (SPEC §4), or the RNG group for the RNG-based shortcuts.
 */
export function categoryVendors(structure: VendorStructure | undefined, category: string, gameType: GameType): VendorEntry[] {
  if (!structure) return [];
  const grouped = groupVendorCategories(structure.sorting);
  const own = grouped.find((c) => c.gameCategory === category);
  if (own) return own.vendorNames;
  return grouped.find((c) => c.gameCategory === gameType)?.vendorNames ?? [];
}

/** Classes of the chosen vendor, or of every vendor of the list, most common first as the server orders them. */
export function vendorClasses(vendors: readonly VendorEntry[], vendor: string | null): string[] {
  const pool = vendor ? vendors.filter((v) => v.vassalage === vendor) : vendors;
  return [...new Set(pool.flatMap((v) => v.classifies))];
}

/**
 * The classification strip (SPEC §2): always "all" (null), "new" for RNG,
 * then the classes. Hidden for PGE; otherwise shown when more than one class
 * exists, and always for SPORTS and the in-house vendor, whose class is the
 * only way between its games (crash, mines, dice …).
 */
export function classifyStrip(
  category: string,
  gameType: GameType,
  vendor: string | null,
  classes: readonly string[],
): (string | null)[] | null {
  if (category === 'PGE') return null;
  const always = gameType === 'SPORTS' || vendor === IN_HOUSE_VENDOR_CODE;
  if (!always && classes.length <= 1) return null;
  if (classes.length === 0) return null;
  return [null, ...(gameType === 'RNG' ? [NEW_CLASSIFY] : []), ...classes];
}

/** A vendor chip's filters: the in-house vendor opens on its Crash class (SPEC §2). */
export function vendorPick(vendor: string | null): { vendor: string | null; classify: string | null } {
  return { vendor, classify: vendor === IN_HOUSE_VENDOR_CODE ? IN_HOUSE_DEFAULT_CLASSIFY : null };
}

/** SPEC §2: "show more" appears past 6 games. */
export const VENDOR_LIST_PREVIEW = 6;
