import { useCustomMutation, useInvalidate } from '@refinedev/core';
import type { Language, PlayerDetail, PlayerPasswordResetResult } from '@app/contract';
import { playerActionRequest, type PlayerAction } from './player-actions';

/**
 * Runs an action on the player's account. Each answers with the player's page as it is after (the password reset
 * also with where the message went); the page is fetched again so every part of it shows the new state.
 */
export function usePlayerAction(playerId: number) {
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<PlayerDetail | PlayerPasswordResetResult>();
  const run = async (action: PlayerAction, reason: string, language?: Language) => {
    const { url, values } = playerActionRequest(action, playerId, reason, language);
    // The modal shows a failure itself, beside the reason the operator typed.
    const { data } = await mutateAsync({ url, method: 'post', values, successNotification: false, errorNotification: false });
    await invalidate({ resource: 'players', id: playerId, invalidates: ['detail'] });
    return data;
  };
  return { run, running: mutation.isPending };
}
