import { API, privacyOverviewSchema, type PrivacyClosureBody, type PrivacyOverview } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import { clearLocalSession } from '../../../lib/session/logout';
import { privacyOverviewQueryOptions } from './privacy-overview';

/** POST API.privacyClosure: the password again; the server ends every session of the member with it. */
export function closeAccount(body: PrivacyClosureBody): Promise<PrivacyOverview> {
  return apiRequest(API.privacyClosure, { method: 'POST', body, schema: privacyOverviewSchema });
}

/** Asks for the closure; the server has then ended every session, so the local one is cleared as logout does. */
export function useCloseAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeAccount,
    onSuccess: () => {
      clearLocalSession(client);
      client.removeQueries({ queryKey: privacyOverviewQueryOptions().queryKey });
    },
  });
}
