import { API, depositChannelSchema, type DepositChannel } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { listOf } from '../../../lib/api/list-parser';

/** GET API.depositChannels: the PIX channels with their limits and preset amounts. */
export function fetchDepositChannels(signal?: AbortSignal): Promise<DepositChannel[]> {
  return apiGet(API.depositChannels, { signal, schema: listOf(depositChannelSchema) });
}

export const depositChannelsQueryOptions = () =>
  queryOptions({ queryKey: ['depositChannels'] as const, queryFn: ({ signal }) => fetchDepositChannels(signal) });

export function useDepositChannels() {
  return useQuery(depositChannelsQueryOptions());
}
