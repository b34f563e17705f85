import { API, protectionStatusSchema, type ProtectionStatus } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client';
import { clearLocalSession } from '../../../lib/session/logout';
import { protectionStatusQueryOptions } from './protection-status';

/** The two ways to stop playing; both end every session of the member at once on the server. */
export type BreakChoice = { kind: 'pause'; days: number } | { kind: 'self'; months: 6 | 12 | 24 | 60 | null };

/** POST API.protectionPause (1 to 183 days). */
export function takePause(days: number): Promise<ProtectionStatus> {
  return apiRequest(API.protectionPause, { method: 'POST', body: { days }, schema: protectionStatusSchema });
}

/** POST API.protectionSelfExclusion (months, or null for no end). */
export function selfExclude(months: 6 | 12 | 24 | 60 | null): Promise<ProtectionStatus> {
  return apiRequest(API.protectionSelfExclusion, { method: 'POST', body: { months }, schema: protectionStatusSchema });
}

export const takeBreak = (choice: BreakChoice): Promise<ProtectionStatus> =>
  choice.kind === 'pause' ? takePause(choice.days) : selfExclude(choice.months);

/**
 * Takes the break; the server has then ended every session, so the local one is cleared as logout does, with the
 * page's status (no call would answer it any more).
 */
export function useTakeBreak() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: takeBreak,
    onSuccess: () => {
      clearLocalSession(client);
      client.removeQueries({ queryKey: protectionStatusQueryOptions().queryKey });
    },
  });
}
