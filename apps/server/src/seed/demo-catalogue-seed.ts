import type { Db } from '../db/client.js';
import { vendorArtUrl } from '../modules/games/art-urls.js';
import { importCatalogue } from '../modules/games/catalogue-import.js';
import * as catalogue from '../modules/games/catalogue.repository.js';
import { demoCatalogue, demoVendors } from './demo-catalogue.js';

/**
 * A merchant without any game gets the demo catalogue, through the same
 * import an operator uses. A merchant with games (imported by its operator,
 * or the demo already) is left alone.
 */
export async function addDemoCatalogue(db: Db, merchantId: number): Promise<void> {
  if ((await catalogue.countGames(db, merchantId)) > 0) return;
  await catalogue.addVendorsIfMissing(
    db,
    demoVendors.map((v, i) => ({ merchantId, code: v.code, name: v.name, iconUrl: vendorArtUrl(v.code), sort: (i + 1) * 10 })),
  );
  const report = await importCatalogue(db, merchantId, demoCatalogue());
  if (!report.applied) throw new Error(`the demo catalogue does not validate: ${JSON.stringify(report.problems.slice(0, 5))}`);
}
