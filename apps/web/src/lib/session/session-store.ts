import { create } from 'zustand';
import { STORAGE_KEYS } from '@app/contract';
import { clearStoredSession, readSession, storeLogin, type SessionInfo } from './session-storage';

interface SessionState {
  session: SessionInfo | null;
  setSession: (session: SessionInfo) => void;
  clearSession: () => void;
  /** Re-reads storage (another tab logged in or out). */
  reload: () => void;
}

export const useSessionStore = create<SessionState>((set) => ({
  session: readSession(),
  setSession: (session) => {
    storeLogin(session);
    set({ session });
  },
  clearSession: () => {
    clearStoredSession();
    set({ session: null });
  },
  reload: () => set({ session: readSession() }),
}));

/** Keeps tabs in step: a login or logout elsewhere shows up here too. */
export function syncSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.session) useSessionStore.getState().reload();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function useSession(): SessionInfo | null {
  return useSessionStore((state) => state.session);
}
