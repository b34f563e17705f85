import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, customerServiceSchema, type CustomerService } from '@app/contract';
import { apiGet } from '../../../lib/api/api-client';

/** GET API.customerService: the service entries (paths encoded, SPEC §7). */
export function fetchCustomerService(signal?: AbortSignal): Promise<CustomerService> {
  return apiGet(API.customerService, { signal, schema: customerServiceSchema });
}

export const customerServiceQueryOptions = () =>
  queryOptions({ queryKey: ['customer-service'] as const, queryFn: ({ signal }) => fetchCustomerService(signal), staleTime: 60_000 });

/** Asked only while the modal is open. */
export function useCustomerService(open: boolean) {
  return useQuery({ ...customerServiceQueryOptions(), enabled: open });
}
