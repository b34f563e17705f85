import { create } from 'zustand';
import type { TwoFactorChallenge } from '@app/contract';

export type PendingChallenge = TwoFactorChallenge['twoFactor'];

interface TwoFactorState {
  /** A right password of a member with two-step verification, waiting for its code (kept in memory only). */
  pending: PendingChallenge | null;
  setPending: (pending: PendingChallenge) => void;
  clear: () => void;
}

export const useTwoFactorStore = create<TwoFactorState>((set) => ({
  pending: null,
  setPending: (pending) => set({ pending }),
  clear: () => set({ pending: null }),
}));
