import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { merchantSettingSchemas, settingDefaults, type SettingKey, type SettingValue, type Settings } from './merchant-settings.js';
import * as repository from './merchants.repository.js';

export type Merchant = repository.MerchantRow;

/**
 * The merchant a request is for: the one whose main domain is the request's
 * host (whitelabel domains), else the deployment's configured merchant code.
 */
export async function resolveMerchant(db: Db, params: { code: string; host: string }): Promise<Merchant> {
  const domain = params.host.toLowerCase();
  const candidates = await repository.findMerchantsByCodeOrDomain(db, { code: params.code, domain });
  const merchant = candidates.find((m) => m.mainDomain === domain) ?? candidates.find((m) => m.code === params.code);
  if (!merchant) throw new AppError('merchant.not.found');
  return merchant;
}

export async function getMerchantByCode(db: Db, code: string): Promise<Merchant> {
  const merchant = await repository.findMerchantByCode(db, { code });
  if (!merchant) throw new AppError('merchant.not.found');
  return merchant;
}

/** Creates the merchant unless its code exists; an existing merchant is left as the operator made it. */
export async function ensureMerchant(db: Db, params: { code: string; name: string; mainDomain: string }): Promise<Merchant> {
  await repository.insertMerchantIfMissing(db, params);
  return getMerchantByCode(db, params.code);
}

/** Typed settings; a key without a row reads as its default. */
export async function getSettings<K extends SettingKey>(db: Db, merchantId: number, keys: readonly K[]): Promise<Settings<K>> {
  const rows = await repository.selectSettings(db, { merchantId, keys });
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const result = {} as Settings<K>;
  for (const key of keys) {
    const value = stored.has(key) ? stored.get(key) : settingDefaults[key];
    // A stored value that no longer parses is a fault to see, not to hide behind a default.
    result[key] = merchantSettingSchemas[key].parse(value) as SettingValue<K>;
  }
  return result;
}

export async function getSetting<K extends SettingKey>(db: Db, merchantId: number, key: K): Promise<SettingValue<K>> {
  const settings = await getSettings(db, merchantId, [key]);
  return settings[key];
}

export async function setSetting<K extends SettingKey>(
  db: Db,
  merchantId: number,
  key: K,
  value: SettingValue<K>,
): Promise<SettingValue<K>> {
  const parsed = merchantSettingSchemas[key].parse(value) as SettingValue<K>;
  await repository.upsertSetting(db, { merchantId, key, value: parsed });
  return parsed;
}

/** For the seed: writes the value only when the merchant has none, so operator changes survive restarts. */
export async function setSettingIfMissing<K extends SettingKey>(db: Db, merchantId: number, key: K, value: SettingValue<K>): Promise<void> {
  const parsed = merchantSettingSchemas[key].parse(value);
  await repository.insertSettingIfMissing(db, { merchantId, key, value: parsed });
}
