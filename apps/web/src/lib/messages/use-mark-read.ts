import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { API, TIMINGS_MS, TRIAL_TYPE } from '@app/contract';
import { apiRequest } from '../api/api-client';
import { useSession } from '../session/session-store';
import { announcementsKeys } from './use-announcements';
import { invalidateUnread } from './use-unread-counts';
import type { AnnouncementLists } from './announcement-shape';
import { pacedQueue } from './paced-queue';

/**
 * SPEC §4 announcement read: the local item turns read at once, then the
 * mark-read call (paced 150 ms), then the lists and counts reload. Only with
 * a session and not for trial members (type 4 always counts as read).
 */
export function useMarkRead(): (id: number) => void {
  const client = useQueryClient();
  const session = useSession();
  const canMark = session !== null && session.type !== TRIAL_TYPE;
  const push = useMemo(() => {
    const queue = pacedQueue(async (id: number) => {
      await apiRequest(API.markAnnouncementRead, { method: 'POST', body: { announcementId: id, read: true } });
      await Promise.all([client.invalidateQueries({ queryKey: announcementsKeys.all }), invalidateUnread(client)]);
    }, TIMINGS_MS.markReadThrottle);
    return queue;
  }, [client]);
  return (id: number) => {
    if (!canMark) return;
    client.setQueriesData<AnnouncementLists>({ queryKey: announcementsKeys.all }, (old) =>
      old
        ? {
            ...old,
            player: old.player.map((n) => (n.id === id ? { ...n, read: true } : n)),
            agent: old.agent.map((n) => (n.id === id ? { ...n, read: true } : n)),
          }
        : old,
    );
    push(id);
  };
}
