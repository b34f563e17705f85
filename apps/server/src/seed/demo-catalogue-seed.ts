import { gameEngines, inHouseRtp, rtpBasisPoints, type GameEngine } from '@app/contract';
import type { Db } from '../db/client.js';
import { vendorArtUrl } from '../modules/games/art-urls.js';
import { importCatalogue } from '../modules/games/catalogue-import.js';
import * as catalogue from '../modules/games/catalogue.repository.js';
import { demoCatalogue, demoVendors } from './demo-catalogue.js';

/**
 * A merchant without any game gets the demo catalogue, through the same
 * import an operator uses. A merchant with games (imported by its operator,
 * or the demo already) keeps them; only its demo games without an RTP get one.
 */
export async function addDemoCatalogue(db: Db, merchantId: number): Promise<void> {
  if ((await catalogue.countGames(db, merchantId)) > 0) {
    await fillDemoRtp(db, merchantId);
    return;
  }
  await catalogue.addVendorsIfMissing(
    db,
    demoVendors.map((v, i) => ({ merchantId, code: v.code, name: v.name, iconUrl: vendorArtUrl(v.code), sort: (i + 1) * 10 })),
  );
  const report = await importCatalogue(db, merchantId, demoCatalogue());
  if (!report.applied) throw new Error(`the demo catalogue does not validate: ${JSON.stringify(report.problems.slice(0, 5))}`);
}

const isEngine = (engine: string): engine is GameEngine => (gameEngines as readonly string[]).includes(engine);

/**
 * Databases seeded before games had an RTP (migration 0037 leaves it null):
 * each demo game gets the RTP of the in-house engine it launches, as a fresh
 * seed would give it. A game that has one keeps it, so this runs once.
 */
async function fillDemoRtp(db: Db, merchantId: number): Promise<void> {
  const byRtp = new Map<number, number[]>();
  for (const game of await catalogue.demoGamesWithoutRtp(db, merchantId)) {
    if (!isEngine(game.engine)) continue;
    const rtpBp = rtpBasisPoints(inHouseRtp(game.engine, game.engineConfig));
    const ids = byRtp.get(rtpBp) ?? [];
    ids.push(game.id);
    byRtp.set(rtpBp, ids);
  }
  let updated = 0;
  for (const [rtpBp, ids] of byRtp) updated += await catalogue.fillMissingRtp(db, ids, rtpBp);
  // Server processes reload the lists when the version moves.
  if (updated > 0) await catalogue.bumpVersion(db, merchantId);
}
