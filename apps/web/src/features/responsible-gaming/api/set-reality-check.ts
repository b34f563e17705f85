import { API, protectionStatusSchema, type ProtectionStatus, type REALITY_CHECK_MINUTES } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import { sessionActivityKeys } from '../../../lib/protection/session-activity-keys';
import { protectionStatusQueryOptions } from './protection-status';

export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

/** PUT API.protectionRealityCheck: how many minutes between reality checks. */
export function setRealityCheck(minutes: RealityCheckMinutes): Promise<ProtectionStatus> {
  return apiRequest(API.protectionRealityCheck, { method: 'PUT', body: { minutes }, schema: protectionStatusSchema });
}

/** Saves the interval; the running reality check reads the session again so the new one applies at once. */
export function useSetRealityCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setRealityCheck,
    onSuccess: (status) => {
      client.setQueryData(protectionStatusQueryOptions().queryKey, status);
      void client.invalidateQueries({ queryKey: sessionActivityKeys.all });
    },
  });
}
