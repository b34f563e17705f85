import { requires, type Jurisdiction } from '@app/contract';
import type { ServiceDeps } from '../../infra/deps.js';
import { merchantJurisdiction } from '../merchants/jurisdiction.js';

// The profile is read at every bet and request: one read a second per process is enough (a switch applies within a
// second everywhere).
const PROFILE_TTL_MS = 1_000;
const profileCache = new WeakMap<object, Map<number, { at: number; profile: Promise<Jurisdiction> }>>();

/** The merchant's jurisdiction profile, read at most once a second per process. */
export function profileOf(deps: ServiceDeps, merchantId: number): Promise<Jurisdiction> {
  let byMerchant = profileCache.get(deps.db);
  if (!byMerchant) profileCache.set(deps.db, (byMerchant = new Map()));
  const now = deps.clock();
  const cached = byMerchant.get(merchantId);
  if (cached && now - cached.at < PROFILE_TTL_MS && now >= cached.at) return cached.profile;
  const profile = merchantJurisdiction(deps.db, merchantId);
  profile.catch(() => byMerchant.delete(merchantId));
  byMerchant.set(merchantId, { at: now, profile });
  return profile;
}

/** Whether the merchant's jurisdiction makes loss and time limits required before play (BR). */
export async function limitsRequired(deps: ServiceDeps, merchantId: number): Promise<boolean> {
  return requires(await profileOf(deps, merchantId), 'player_limits');
}

/** What the bet's own statement checks besides pauses and limits set (sql/protection-moves.sql), in one profile read. */
export async function betDuties(deps: ServiceDeps, merchantId: number): Promise<{ limitsRequired: boolean; identityRequired: boolean }> {
  const profile = await profileOf(deps, merchantId);
  return { limitsRequired: requires(profile, 'player_limits'), identityRequired: requires(profile, 'verified_identity') };
}

/** Whether deposits and play wait for a verified identity (KYC) under the merchant's jurisdiction (BR). */
export async function identityRequired(deps: ServiceDeps, merchantId: number): Promise<boolean> {
  return requires(await profileOf(deps, merchantId), 'verified_identity');
}

/** Whether the regulator's barred-persons list is checked for the merchant's members (BR). */
export async function barredChecksRequired(deps: ServiceDeps, merchantId: number): Promise<boolean> {
  return requires(await profileOf(deps, merchantId), 'barred_persons');
}

/** A session ends after this long without a request: 30 minutes where the jurisdiction requires it (BR). */
export const INACTIVITY_LOGOUT_MS = 30 * 60 * 1000;
export async function inactivityLogoutMs(deps: ServiceDeps, merchantId: number): Promise<number | null> {
  return requires(await profileOf(deps, merchantId), 'inactivity_logout') ? INACTIVITY_LOGOUT_MS : null;
}
