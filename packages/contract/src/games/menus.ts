import type { VendorStructure } from './catalogue.js';
import { esportsVendors, IN_HOUSE_VENDOR_CODE, vendorShortcuts } from './constants.js';

/**
 * Vendor grouping of SPEC §4 over the categories a merchant offers: the RNG
 * vendor PGE becomes a leading PGE category, and SPORTS vendors from the
 * esports list split into an ESPORTS category right after SPORTS.
 */
export function groupVendorCategories(sorting: VendorStructure['sorting']): VendorStructure['sorting'] {
  const out: VendorStructure['sorting'] = [];
  const rng = sorting.find((c) => c.gameCategory === 'RNG');
  const pge = rng?.vendorNames.find((v) => v.vassalage === 'PGE');
  if (pge) out.push({ gameCategory: 'PGE', vendorNames: [pge] });
  for (const category of sorting) {
    if (category.gameCategory === 'SPORTS') {
      const isEsports = (v: { vassalage: string }) => (esportsVendors as readonly string[]).includes(v.vassalage);
      const sports = category.vendorNames.filter((v) => !isEsports(v));
      const esports = category.vendorNames.filter(isEsports);
      if (sports.length) out.push({ gameCategory: 'SPORTS', vendorNames: sports });
      if (esports.length) out.push({ gameCategory: 'ESPORTS', vendorNames: esports });
    } else if (category.gameCategory === 'RNG') {
      const rest = category.vendorNames.filter((v) => v.vassalage !== 'PGE');
      if (rest.length) out.push({ ...category, vendorNames: rest });
    } else {
      out.push(category);
    }
  }
  return out;
}

/** Menu entries of the home strip (SPEC §2): HOME, HOT, grouped categories, then the shortcuts whose vendor exists. */
export function homeMenu(sorting: VendorStructure['sorting']): { categories: string[]; shortcuts: string[] } {
  const grouped = groupVendorCategories(sorting);
  const rngVendors = new Set(sorting.find((c) => c.gameCategory === 'RNG')?.vendorNames.map((v) => v.vassalage) ?? []);
  const shortcuts = vendorShortcuts.filter((s) => (s === 'CRASH' ? rngVendors.has(IN_HOUSE_VENDOR_CODE) : rngVendors.has(s)));
  return { categories: grouped.map((c) => c.gameCategory), shortcuts };
}
