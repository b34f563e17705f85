import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { merchantSettings, merchants } from './merchants.tables.js';

const merchantColumns = {
  id: merchants.id,
  code: merchants.code,
  name: merchants.name,
  mainDomain: merchants.mainDomain,
};

export type MerchantRow = { id: number; code: string; name: string; mainDomain: string };

/** Both candidates in one query; the caller prefers the domain match. */
export function findMerchantsByCodeOrDomain(db: Db, params: { code: string; domain: string }): Promise<MerchantRow[]> {
  return db
    .select(merchantColumns)
    .from(merchants)
    .where(or(eq(merchants.code, params.code), eq(merchants.mainDomain, params.domain)));
}

export async function findMerchantByCode(db: Db, params: { code: string }): Promise<MerchantRow | undefined> {
  const rows = await db.select(merchantColumns).from(merchants).where(eq(merchants.code, params.code));
  return rows[0];
}

/** Any conflict (code or domain taken) leaves the table as it is; the caller reads back by code. */
export async function insertMerchantIfMissing(db: Db, params: { code: string; name: string; mainDomain: string }): Promise<void> {
  await db.insert(merchants).values({ code: params.code, name: params.name, mainDomain: params.mainDomain }).onConflictDoNothing();
}

export function selectSettings(
  db: Db,
  params: { merchantId: number; keys: readonly string[] },
): Promise<Array<{ key: string; value: unknown }>> {
  return db
    .select({ key: merchantSettings.key, value: merchantSettings.value })
    .from(merchantSettings)
    .where(and(eq(merchantSettings.merchantId, params.merchantId), inArray(merchantSettings.key, [...params.keys])));
}

export async function upsertSetting(db: Db, params: { merchantId: number; key: string; value: unknown }): Promise<void> {
  await db
    .insert(merchantSettings)
    .values({ merchantId: params.merchantId, key: params.key, value: params.value })
    .onConflictDoUpdate({
      target: [merchantSettings.merchantId, merchantSettings.key],
      set: { value: params.value, updatedAt: sql`now()` },
    });
}

export async function insertSettingIfMissing(db: Db, params: { merchantId: number; key: string; value: unknown }): Promise<void> {
  await db.insert(merchantSettings).values({ merchantId: params.merchantId, key: params.key, value: params.value }).onConflictDoNothing();
}
