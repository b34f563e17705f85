import { API, privacyOverviewSchema, type PrivacyOverview } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import { privacyOverviewQueryOptions } from './privacy-overview';

/** POST API.privacyExports: one copy a day; it is written in the background and listed as it goes. */
export function askExport(): Promise<PrivacyOverview> {
  return apiRequest(API.privacyExports, { method: 'POST', body: {}, schema: privacyOverviewSchema });
}

export function useAskExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: askExport,
    onSuccess: (overview) => client.setQueryData(privacyOverviewQueryOptions().queryKey, overview),
  });
}
