import { API, rainStatusSchema, type RainStatus } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/api-client';
import { useSession } from '../session/session-store';
import { isTrialSession } from '../member/member-rules';

/** The rain screen asks again every 10 s (envelopes left, a rain starting). */
const RAIN_POLL_MS = 10_000;
/** Elsewhere (home strip, side menu) once a minute is enough to announce a rain. */
const ANNOUNCE_POLL_MS = 60_000;
/** A scheduled rain is announced on home from this long before it starts. */
export const RAIN_SOON_MS = 15 * 60_000;

/** GET API.rainStatus: the rain falling now (if any), the next one, and the server's clock. */
export function fetchRain(signal?: AbortSignal): Promise<RainStatus> {
  return apiGet(API.rainStatus, { signal, schema: rainStatusSchema });
}

export const rainQueryOptions = () =>
  queryOptions({
    queryKey: ['rainStatus'] as const,
    queryFn: ({ signal }) => fetchRain(signal),
    refetchInterval: RAIN_POLL_MS,
    retry: false,
  });

export function useRain() {
  return useQuery(rainQueryOptions());
}

export type RainAnnouncement = { kind: 'live'; endsAt: string } | { kind: 'soon'; startsAt: string } | null;

/**
 * What to announce outside the rain screen: a rain falling with an envelope still for this member, or one
 * starting within RAIN_SOON_MS of the server's clock at the answer. A rain already opened is not news.
 */
export function rainAnnouncement(status: RainStatus | undefined): RainAnnouncement {
  if (!status) return null;
  const { live, next } = status;
  if (live && live.won === null && live.envelopesLeft > 0) return { kind: 'live', endsAt: live.endsAt };
  if (next && Date.parse(next.startsAt) - Date.parse(status.now) <= RAIN_SOON_MS) return { kind: 'soon', startsAt: next.startsAt };
  return null;
}

/**
 * The rain status for the entry points (home strip, side menu): members with a real account only (the call
 * needs a session, and a trial account may not open envelopes).
 */
export function useRainForEntries() {
  const session = useSession();
  const member = session !== null && !isTrialSession(session);
  return useQuery({ ...rainQueryOptions(), enabled: member, refetchInterval: ANNOUNCE_POLL_MS });
}
