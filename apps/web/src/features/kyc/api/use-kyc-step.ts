import type { KycStatus } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateIdentityGate } from '../../../lib/protection/identity-gate';
import { kycStatusQueryOptions } from './kyc-status';

/**
 * A step's call; its answer is the state after it. A refused step is stored by the server before it answers the
 * refusal, so the state is read again then.
 */
export function useKycStep<A>(call: (args: A) => Promise<KycStatus>) {
  const client = useQueryClient();
  const key = kycStatusQueryOptions().queryKey;
  return useMutation({
    mutationFn: call,
    onSuccess: (status) => {
      client.setQueryData(key, status);
      if (status.verifiedAt) void invalidateIdentityGate(client);
    },
    onError: () => void client.invalidateQueries({ queryKey: key }),
  });
}
