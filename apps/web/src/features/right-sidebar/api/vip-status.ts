import { API, vipStatusSchema, type VipStatus } from '@app/contract';
import { apiGet } from '../../../lib/api/api-client';

/** GET API.vipStatus: the member's level, lifetime turnover and the next level. */
export function fetchVipStatus(signal?: AbortSignal): Promise<VipStatus> {
  return apiGet(API.vipStatus, { signal, schema: vipStatusSchema });
}
