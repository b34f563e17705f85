import type { HelpEntry, Language, RegionRule, SystemInfo, SystemStatus } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { GeoLookup } from '../../geo/geoip.js';
import type { GateState } from '../../http/request-context.js';
import * as content from '../content/content.service.js';
import { channelsIn } from '../merchants/merchant-settings.js';
import * as merchants from '../merchants/merchants.service.js';
import { activeReferral } from '../promotions/referral-switch.js';
import { systemClock } from '../../infra/clock.js';
import { isRefusedByRegionRule } from './region-rule.js';

export interface SystemDeps {
  db: Db;
  geo: GeoLookup;
}

type Merchant = merchants.Merchant;

export interface GateSwitches {
  maintenance: boolean;
  regionRule: RegionRule;
}

/** The merchant's maintenance switch and region rule, as the guard applies them. */
export function gateSwitches(deps: SystemDeps, merchant: Merchant): Promise<GateSwitches> {
  return merchants.getSettings(deps.db, merchant.id, ['maintenance', 'regionRule']);
}

/** Maintenance and region refusal for one client of one merchant. */
export function evaluateGate(deps: Pick<SystemDeps, 'geo'>, switches: GateSwitches, ip: string): GateState {
  const country = deps.geo.country(ip);
  return { maintenance: switches.maintenance, regionRestricted: isRefusedByRegionRule(switches.regionRule, ip, country), country };
}

const infoKeys = [
  'siteName',
  'about',
  'customerService',
  'domainRoute',
  'mobileTemplate',
  'paths',
  'register',
  'resources',
  'whitelabel',
  'imageCDNs',
] as const;

async function systemInfo(db: Db, merchant: Merchant, language: Language): Promise<SystemInfo> {
  const s = await merchants.getSettings(db, merchant.id, infoKeys);
  return {
    merchantCode: merchant.code,
    siteName: s.siteName[language] || merchant.name,
    about: s.about[language],
    customerService: { channels: channelsIn(s.customerService, language) },
    domainRoute: s.domainRoute,
    mobileTemplate: s.mobileTemplate,
    paths: s.paths,
    register: s.register,
    resources: s.resources,
    whitelabel: s.whitelabel,
    mainDomain: merchant.mainDomain,
    imageCDNs: s.imageCDNs,
    referral: Boolean(await activeReferral({ db, clock: systemClock }, merchant.id)),
  };
}

export async function getSystemStatus(
  db: Db,
  merchant: Merchant,
  client: { ip: string; gate: GateState },
  language: Language,
): Promise<SystemStatus> {
  return {
    info: await systemInfo(db, merchant, language),
    location: { ip: client.ip, country: client.gate.country },
    maintenance: client.gate.maintenance,
    regionRestriction: client.gate.regionRestricted,
  };
}

export function getHelpCenter(db: Db, merchant: Merchant, language: Language): Promise<HelpEntry[]> {
  return content.listHelpEntries(db, merchant.id, language);
}

export function getMaintenance(db: Db, merchant: Merchant): Promise<boolean> {
  return merchants.getSetting(db, merchant.id, 'maintenance');
}

export function setMaintenance(db: Db, merchant: Merchant, enabled: boolean): Promise<boolean> {
  return merchants.setSetting(db, merchant.id, 'maintenance', enabled);
}

export function getRegionRule(db: Db, merchant: Merchant): Promise<RegionRule> {
  return merchants.getSetting(db, merchant.id, 'regionRule');
}

export function setRegionRule(db: Db, merchant: Merchant, rule: RegionRule): Promise<RegionRule> {
  const unique = { mode: rule.mode, countries: [...new Set(rule.countries)], cidrs: [...new Set(rule.cidrs)] };
  return merchants.setSetting(db, merchant.id, 'regionRule', unique);
}
