import { create } from 'zustand';

/** SPEC §9 toast durations. */
export const TOAST_MS = { default: 1500, short: 3000, long: 8000 } as const;

export interface Toast {
  id: number;
  text: string;
  tone: 'info' | 'success' | 'error';
}

interface ToastState {
  toast: Toast | null;
  show: (text: string, tone?: Toast['tone'], durationMs?: number) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/** One toast at a time: a newer message replaces the one on screen. */
export const useToastStore = create<ToastState>((set, get) => ({
  toast: null,
  show: (text, tone = 'info', durationMs = TOAST_MS.default) => {
    const id = nextId;
    nextId += 1;
    clearTimeout(timer);
    set({ toast: { id, text, tone } });
    timer = setTimeout(() => get().dismiss(id), durationMs);
  },
  dismiss: (id) => set((state) => (state.toast?.id === id ? { toast: null } : state)),
}));

export function showToast(text: string, tone?: Toast['tone'], durationMs?: number): void {
  useToastStore.getState().show(text, tone, durationMs);
}
