import { API, depositOrderSchema, type DepositOrder } from '@app/contract';
import { apiGet } from '../../../lib/api/api-client';

/** GET API.depositOrder: the charge's current state. */
export function fetchDepositOrder(orderNo: string, signal?: AbortSignal): Promise<DepositOrder> {
  return apiGet(API.depositOrder.replace(':orderNo', encodeURIComponent(orderNo)), { signal, schema: depositOrderSchema });
}
