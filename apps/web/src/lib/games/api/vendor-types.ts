import { API, type Language, type VendorStructure } from '@app/contract';
import { apiGet } from '../../api/api-client';
import { vendorTypesParser } from '../game-shape';
import { catalogueQuery } from './query-string';

/** SPEC §7 vendor game types (typeId 1): which vendors each category has, in menu order. */
export async function fetchVendorTypes(language: Language, signal?: AbortSignal): Promise<VendorStructure> {
  const value = await apiGet(catalogueQuery(API.gameVendorTypes, { typeId: 1 }, language), { schema: vendorTypesParser, signal });
  return value.content;
}
