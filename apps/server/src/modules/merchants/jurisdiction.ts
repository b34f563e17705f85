import { forbiddenGameTypes, type GameType, type Jurisdiction } from '@app/contract';
import type { Db } from '../../db/client.js';
import { getSetting, getSettings } from './merchants.service.js';

/** The profile the merchant runs under; what it forbids is the contract's `forbids` and `forbiddenGameTypes`. */
export function merchantJurisdiction(db: Db, merchantId: number): Promise<Jurisdiction> {
  return getSetting(db, merchantId, 'jurisdiction');
}

/** The game types the merchant does not offer: its own off-list and whatever its profile forbids. */
export async function effectiveGameTypesOff(db: Db, merchantId: number): Promise<GameType[]> {
  const { gameTypesOff, jurisdiction } = await getSettings(db, merchantId, ['gameTypesOff', 'jurisdiction']);
  return [...new Set([...gameTypesOff, ...forbiddenGameTypes(jurisdiction)])];
}
