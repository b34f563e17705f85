import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { seamlessVendors } from './seamless.tables.js';

export async function vendorSecret(db: Db, code: string): Promise<string | undefined> {
  const rows = await db
    .select({ secret: seamlessVendors.secret })
    .from(seamlessVendors)
    .where(and(eq(seamlessVendors.code, code), eq(seamlessVendors.enabled, true)));
  return rows[0]?.secret;
}

export async function vendorMaxAmount(db: Db, code: string): Promise<bigint | undefined> {
  const rows = await db.select({ max: seamlessVendors.maxAmountMinor }).from(seamlessVendors).where(eq(seamlessVendors.code, code));
  return rows[0]?.max;
}

/** Sets a vendor's largest bet or win (configuration SEAMLESS_MAX_AMOUNTS). */
export async function setVendorMaxAmount(db: Db, code: string, maxAmountMinor: bigint): Promise<void> {
  await db.update(seamlessVendors).set({ maxAmountMinor }).where(eq(seamlessVendors.code, code));
}

/** Adds a vendor or replaces its secret (configuration wins over what the table holds). */
export async function upsertVendor(db: Db, vendor: { code: string; name: string; secret: string }, replace: boolean) {
  const insert = db.insert(seamlessVendors).values(vendor);
  await (replace
    ? insert.onConflictDoUpdate({ target: seamlessVendors.code, set: { secret: vendor.secret } })
    : insert.onConflictDoNothing());
}
