import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, customerServiceSchema, type CustomerService, type Language } from '@app/contract';
import { apiGet } from '../../../lib/api/api-client';
import { useLanguage } from '../../../lib/preferences/use-language';

/** GET API.customerService: the service entries (paths encoded, SPEC §7). */
export function fetchCustomerService(signal?: AbortSignal): Promise<CustomerService> {
  return apiGet(API.customerService, { signal, schema: customerServiceSchema });
}

/** The channels' titles come in the site language. */
export const customerServiceQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['customer-service', language] as const,
    queryFn: ({ signal }) => fetchCustomerService(signal),
    staleTime: 60_000,
  });

/** Asked only while the modal is open. */
export function useCustomerService(open: boolean) {
  const [language] = useLanguage();
  return useQuery({ ...customerServiceQueryOptions(language), enabled: open });
}
