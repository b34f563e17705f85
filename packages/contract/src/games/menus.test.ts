import { describe, expect, it } from 'vitest';
import type { VendorEntry } from './catalogue.js';
import { groupVendorCategories, homeMenu } from './menus.js';

const v = (vassalage: string): VendorEntry => ({ vassalage, name: vassalage, iconUrl: '', classifies: [], gameCount: 1 });

describe('vendor grouping (SPEC §4)', () => {
  const sorting = [
    { gameCategory: 'RNG', vendorNames: [v('PP'), v('PGE'), v('INHOUSE'), v('TA')] },
    { gameCategory: 'LIVE', vendorNames: [v('DBLIVE')] },
    { gameCategory: 'SPORTS', vendorNames: [v('DBSPORT'), v('TF'), v('IA')] },
    { gameCategory: 'PVP', vendorNames: [v('DBPVP')] },
  ];

  it('leads with PGE taken out of RNG and splits esports vendors right after SPORTS', () => {
    const grouped = groupVendorCategories(sorting);
    expect(grouped.map((c) => c.gameCategory)).toEqual(['PGE', 'RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'PVP']);
    expect(grouped[1]!.vendorNames.map((x) => x.vassalage)).toEqual(['PP', 'INHOUSE', 'TA']);
    expect(grouped[4]!.vendorNames.map((x) => x.vassalage)).toEqual(['TF', 'IA']);
  });

  it('offers only the shortcuts whose vendor exists (CRASH needs the in-house vendor)', () => {
    expect(homeMenu(sorting).shortcuts).toEqual(['CRASH', 'TA', 'PP']);
    expect(homeMenu([{ gameCategory: 'RNG', vendorNames: [v('JDB')] }]).shortcuts).toEqual(['JDB']);
  });

  it('drops a category left empty by the split', () => {
    const onlyEsports = [{ gameCategory: 'SPORTS', vendorNames: [v('TF')] }];
    expect(groupVendorCategories(onlyEsports).map((c) => c.gameCategory)).toEqual(['ESPORTS']);
  });
});
