import { API, protectionStatusSchema, type LimitKind, type ProtectionStatus } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import { protectionStatusQueryOptions } from './protection-status';

/** POST API.protectionConfirm: applies a raise or removal whose 24 h have passed. */
export function confirmLimit(kind: LimitKind): Promise<ProtectionStatus> {
  return apiRequest(API.protectionConfirm, { method: 'POST', body: { kind }, schema: protectionStatusSchema });
}

export function useConfirmLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmLimit,
    onSuccess: (status) => client.setQueryData(protectionStatusQueryOptions().queryKey, status),
  });
}
