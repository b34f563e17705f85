import { API, protectionStatusSchema, type ProtectionStatus, type SetLimitsBody } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import { protectionStatusQueryOptions } from './protection-status';

/** PUT API.protectionLimits: a lower limit applies at once; a raise or removal waits 24 h (pending). */
export function setLimits(body: SetLimitsBody): Promise<ProtectionStatus> {
  return apiRequest(API.protectionLimits, { method: 'PUT', body, schema: protectionStatusSchema });
}

/** Saves limits and shows the status the server answers with. */
export function useSetLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setLimits,
    onSuccess: (status) => client.setQueryData(protectionStatusQueryOptions().queryKey, status),
  });
}
