import type { Jurisdiction } from '@app/contract';
import type { Db } from '../db/client.js';
import * as content from '../modules/content/content.service.js';
import { settingKeys } from '../modules/merchants/merchant-settings.js';
import * as merchants from '../modules/merchants/merchants.service.js';
import { addDemoPromotions, promotionIdsByCode } from '../modules/promotions/demo-promotions.js';
import { addDemoRewards, addDemoVipLadder } from '../modules/rewards/demo-rewards.js';
import { demoPromotionAnnouncements } from './demo-promotion-announcements.js';
import { addDefaultPaymentSettings } from '../modules/payments/withdrawal-limits.js';
import * as wallet from '../modules/wallet/wallet.service.js';
import { demoBanners, demoHelpEntries } from './demo-content.js';
import { demoAnnouncements, demoWelcomeMessage } from './demo-announcements.js';
import { addBroadcastIfMissing } from '../modules/messages/inbox.service.js';
import { addDemoCatalogue } from './demo-catalogue-seed.js';
import { DEMO_MERCHANT_NAME, demoMainDomain, demoSettings } from './demo-settings.js';

export interface SeedOptions {
  /**
   * A test of a migration on an older schema: the merchant and its settings only. Today's demo content, catalogue and
   * promotions name columns that schema may not have yet.
   */
  merchantOnly?: boolean;
  /**
   * NODE_ENV=production: settings, content, the demo catalogue and the VIP
   * ladder only. The demo promotions and rewards pay real money (bonuses,
   * cashback, mall cash, rains), so a production merchant starts without
   * them and the operator sets up its own.
   */
  production?: boolean;
  /** MERCHANT_JURISDICTION: the profile a merchant without one gets (the demo's `NONE` otherwise). */
  jurisdiction?: Jurisdiction;
}

/**
 * Creates the demo merchant and fills whatever it lacks. It runs at every
 * start, so it only adds: a setting or content slot the operator already has
 * (maintenance switched on, a help text rewritten) is never overwritten.
 */
export async function seed(db: Db, merchantCode: string, options: SeedOptions = {}): Promise<merchants.Merchant> {
  return db.transaction(async (tx) => {
    const merchant = await merchants.ensureMerchant(tx, {
      code: merchantCode,
      name: DEMO_MERCHANT_NAME,
      mainDomain: demoMainDomain(merchantCode),
    });
    const settings = { ...demoSettings, jurisdiction: options.jurisdiction ?? demoSettings.jurisdiction };
    for (const key of settingKeys) await merchants.setSettingIfMissing(tx, merchant.id, key, settings[key]);
    if (options.merchantOnly) return merchant;
    await content.addMissingContent(tx, merchant.id, { banners: demoBanners, helpEntries: demoHelpEntries });
    await content.addMissingAnnouncements(tx, merchant.id, demoAnnouncements);
    await addBroadcastIfMissing({ db: tx, clock: Date.now }, merchant.id, demoWelcomeMessage);
    await addDefaultPaymentSettings(tx, merchant.id);
    await wallet.addDemoTransferVendors(tx, merchant.id);
    await addDemoCatalogue(tx, merchant.id);
    await addDemoVipLadder(tx, merchant.id);
    if (options.production) return merchant;
    await addDemoPromotions(tx, merchant.id);
    await addDemoRewards(tx, merchant.id);
    await content.addMissingAnnouncements(tx, merchant.id, demoPromotionAnnouncements(await promotionIdsByCode(tx, merchant.id)));
    return merchant;
  });
}
