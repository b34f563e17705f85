import { API, referralFriendsPageSchema, referralSummarySchema, type ReferralFriendsPage, type ReferralSummary } from '@app/contract';
import { apiGet } from '../../../lib/api/api-client';

export const referralKey = ['referral'] as const;

/** GET API.referral: code, link (built on this site's origin), its QR image and the totals. */
export function fetchReferral(signal?: AbortSignal): Promise<ReferralSummary> {
  return apiGet(`${API.referral}?${new URLSearchParams({ origin: window.location.origin }).toString()}`, { signal, schema: referralSummarySchema });
}

/** GET API.referralFriends: the invited friends, newest first, a page at a time. */
export function fetchReferralFriends(page: number, signal?: AbortSignal): Promise<ReferralFriendsPage> {
  return apiGet(`${API.referralFriends}?page=${page}`, { signal, schema: referralFriendsPageSchema });
}
