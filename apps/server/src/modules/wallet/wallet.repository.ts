import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { transferWalletVendors } from './wallet.tables.js';

export async function listTransferVendors(db: Db, merchantId: number) {
  return db
    .select({ code: transferWalletVendors.vendorCode, name: transferWalletVendors.name })
    .from(transferWalletVendors)
    .where(and(eq(transferWalletVendors.merchantId, merchantId), eq(transferWalletVendors.enabled, true)))
    .orderBy(asc(transferWalletVendors.sort), asc(transferWalletVendors.vendorCode));
}

export async function addTransferVendorIfMissing(db: Db, merchantId: number, vendor: { code: string; name: string; sort: number }) {
  await db
    .insert(transferWalletVendors)
    .values({ merchantId, vendorCode: vendor.code, name: vendor.name, sort: vendor.sort })
    .onConflictDoNothing();
}
