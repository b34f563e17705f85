import type { QueryClient } from '@tanstack/react-query';
import { API } from '@app/contract';
import { apiRequest } from '../api/api-client';
import { memberInfoKeys } from './member-info';
import { useSessionStore } from './session-store';

/**
 * Logout (SPEC §4): revoke the token on the server, then clear the session,
 * the token and member info locally — locally even when the call fails, so a
 * member can always leave a shared device.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  // While the session still works: the next person on this device must not be told about this member's money.
  // Loaded on logout only: the push calls' schemas (zod) must stay out of the home's first load (bench:bundle).
  await import('../push/web-push').then(({ disablePush }) => disablePush()).catch(() => undefined);
  try {
    await apiRequest(API.logout, { method: 'DELETE' });
  } catch {
    // Already dead on the server or offline: the local logout below still happens.
  } finally {
    clearLocalSession(queryClient);
  }
}

/** The local half of logout, for sessions the server has already ended (expired, paused, excluded, out of time). */
export function clearLocalSession(queryClient: QueryClient): void {
  useSessionStore.getState().clearSession();
  queryClient.removeQueries({ queryKey: memberInfoKeys.all });
}
