import type { Db } from '../db/client.js';
import * as content from '../modules/content/content.service.js';
import { settingKeys } from '../modules/merchants/merchant-settings.js';
import * as merchants from '../modules/merchants/merchants.service.js';
import { addDefaultPaymentSettings } from '../modules/payments/withdrawal-limits.js';
import * as wallet from '../modules/wallet/wallet.service.js';
import { demoBanners, demoHelpEntries } from './demo-content.js';
import { addDemoCatalogue } from './demo-catalogue-seed.js';
import { ensureDemoFixtures } from './demo-fixtures.js';
import { DEMO_MERCHANT_NAME, demoMainDomain, demoSettings } from './demo-settings.js';

/**
 * Creates the demo merchant and fills whatever it lacks. It runs at every
 * start, so it only adds: a setting or content slot the operator already has
 * (maintenance switched on, a help text rewritten) is never overwritten.
 */
export async function seed(db: Db, merchantCode: string): Promise<merchants.Merchant> {
  return db.transaction(async (tx) => {
    const merchant = await merchants.ensureMerchant(tx, {
      code: merchantCode,
      name: DEMO_MERCHANT_NAME,
      mainDomain: demoMainDomain(merchantCode),
    });
    for (const key of settingKeys) await merchants.setSettingIfMissing(tx, merchant.id, key, demoSettings[key]);
    await content.addMissingContent(tx, merchant.id, { banners: demoBanners, helpEntries: demoHelpEntries });
    await addDefaultPaymentSettings(tx, merchant.id);
    await wallet.addDemoTransferVendors(tx, merchant.id);
    await addDemoCatalogue(tx, merchant.id);
    await ensureDemoFixtures(tx, Date.now());
    return merchant;
  });
}
