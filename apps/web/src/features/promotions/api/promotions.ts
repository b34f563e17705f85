import {
  API,
  applicationStatuses,
  memberPromotionSchema,
  signInStatusSchema,
  type MemberPromotion,
  type RewardApplicationPayload,
  type Language,
  type SignInStatus,
} from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiRequest } from '../../../lib/api/api-client';
import { useLanguage } from '../../../lib/preferences/use-language';

/** `all` is also the prefix of the footer's claimable badge (lib/promotions): one invalidation refreshes both. */
export const promotionKeys = {
  all: ['promotions'] as const,
  /** The reward centre's list: the promotions' names come in the site language. */
  list: (language: Language) => ['promotions', 'list', language] as const,
  /** The activity screens' copy, per session (a guest's has no member state). */
  ofMember: (token: string) => ['promotions', token] as const,
  signIn: ['signIn'] as const,
};

const promotionListSchema = z.array(memberPromotionSchema);

/** GET API.promotions: every running promotion with the member's state in it. */
export function fetchPromotions(signal?: AbortSignal): Promise<MemberPromotion[]> {
  return apiGet(API.promotions, { signal, schema: promotionListSchema });
}

/** The reward center's list. */
export const promotionsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: promotionKeys.list(language), queryFn: ({ signal }) => fetchPromotions(signal) });

export function usePromotions(enabled = true) {
  const [language] = useLanguage();
  return useQuery({ ...promotionsQueryOptions(language), enabled });
}

export const memberPromotionsQueryOptions = (token: string) =>
  queryOptions({ queryKey: promotionKeys.ofMember(token), queryFn: ({ signal }) => fetchPromotions(signal) });

/** POST API.promotionJoin: the entry then waits for the qualifying deposit. */
export function joinPromotion(promotionId: number): Promise<unknown> {
  return apiRequest(API.promotionJoin, { method: 'POST', body: { promotionId }, schema: z.object({ promotionId: z.number() }) });
}

export function fetchSignIn(signal?: AbortSignal): Promise<SignInStatus> {
  return apiGet(API.signInStatus, { signal, schema: signInStatusSchema });
}

export const signInQueryOptions = () =>
  queryOptions({ queryKey: promotionKeys.signIn, queryFn: ({ signal }) => fetchSignIn(signal), retry: false });

export function useSignIn() {
  return useQuery(signInQueryOptions());
}

/** POST API.signIn: today's reward, once a day. */
export function signInToday(): Promise<SignInStatus> {
  return apiRequest(API.signIn, { method: 'POST', body: {}, schema: signInStatusSchema });
}

/** SPEC §4: the reward form's submit shows loading for up to 10 s. */
const APPLY_TIMEOUT_MS = 10_000;

/** POST API.rewardApply: files the application (pictures as data URLs); the operator reviews it. */
export function applyForReward(payload: RewardApplicationPayload): Promise<{ id: number; status: string }> {
  return apiRequest(API.rewardApply, {
    method: 'POST',
    body: payload,
    schema: z.object({ id: z.number(), status: z.enum(applicationStatuses) }),
    signal: AbortSignal.timeout(APPLY_TIMEOUT_MS),
  });
}
