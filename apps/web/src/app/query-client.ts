import { QueryClient } from '@tanstack/react-query';
import { isApiError, STATUS_CHANGING_CODES } from '../lib/api/api-error-check';
import { onApiError } from '../lib/api/api-events';
import { seedSystemStatus, systemStatusQueryKey } from '../lib/system-status/status-query';

/**
 * The one query client. It starts with the cached system status and re-checks
 * the status whenever any call is answered with maintenance or location denial.
 */
export function createAppQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not heal by asking again; network and 5xx may.
        retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
  seedSystemStatus(client);
  onApiError((error) => {
    if (!STATUS_CHANGING_CODES.includes(error.errorCode)) return;
    // The status call itself may answer so; re-triggering it from here would loop.
    if (client.isFetching({ queryKey: systemStatusQueryKey }) > 0) return;
    void client.invalidateQueries({ queryKey: systemStatusQueryKey });
  });
  return client;
}
