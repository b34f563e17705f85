import { API, referralFriendsPageSchema, referralSummarySchema, type ReferralFriendsPage, type ReferralSummary } from '@app/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';

export const referralKeys = {
  summary: ['referral'] as const,
  friends: ['referral', 'friends'] as const,
};

/** GET API.referral: code, link (built on this site's origin), its QR image and the totals. */
export function fetchReferral(signal?: AbortSignal): Promise<ReferralSummary> {
  return apiGet(`${API.referral}?${new URLSearchParams({ origin: window.location.origin }).toString()}`, {
    signal,
    schema: referralSummarySchema,
  });
}

export const referralQueryOptions = () =>
  queryOptions({ queryKey: referralKeys.summary, queryFn: ({ signal }) => fetchReferral(signal), retry: false });

/** Agents have no invite page: nothing is asked for them. */
export function useReferral(enabled: boolean) {
  return useQuery({ ...referralQueryOptions(), enabled });
}

/** GET API.referralFriends: the invited friends, newest first, a page at a time. */
export function fetchReferralFriends(page: number, signal?: AbortSignal): Promise<ReferralFriendsPage> {
  return apiGet(`${API.referralFriends}?page=${page}`, { signal, schema: referralFriendsPageSchema });
}

export const referralFriendsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: referralKeys.friends,
    queryFn: ({ pageParam, signal }) => fetchReferralFriends(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ReferralFriendsPage) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    retry: false,
  });

export function useReferralFriends() {
  return useInfiniteQuery(referralFriendsQueryOptions());
}
