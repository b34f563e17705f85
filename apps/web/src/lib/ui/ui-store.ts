import { create } from 'zustand';

/** The overlay flags of SPEC §4 (side menus, filter, modals). */
export const panelFlags = ['leftSide', 'rightSide', 'gameFilter', 'agentModal', 'serviceModal', 'downloadPopup'] as const;
export type PanelFlag = (typeof panelFlags)[number];

/** A game-menu category: a contract category or a vendor shortcut such as TA or PP. */
export type MenuCategory = string;

const allClosed = Object.fromEntries(panelFlags.map((flag) => [flag, false])) as Record<PanelFlag, boolean>;

interface UiState {
  panels: Record<PanelFlag, boolean>;
  hotMatchOpen: boolean;
  gameCategory: MenuCategory;
  /** Only one overlay at a time: opening one closes the others. */
  openPanel: (flag: PanelFlag) => void;
  closePanel: (flag: PanelFlag) => void;
  closePanels: () => void;
  setHotMatchOpen: (open: boolean) => void;
  setGameCategory: (category: MenuCategory) => void;
}

export const useUiStore = create<UiState>((set) => ({
  panels: allClosed,
  hotMatchOpen: true,
  gameCategory: 'HOME',
  openPanel: (flag) => set({ panels: { ...allClosed, [flag]: true } }),
  closePanel: (flag) => set((state) => ({ panels: { ...state.panels, [flag]: false } })),
  closePanels: () => set((state) => (Object.values(state.panels).some(Boolean) ? { panels: allClosed } : state)),
  setHotMatchOpen: (hotMatchOpen) => set({ hotMatchOpen }),
  setGameCategory: (gameCategory) => set({ gameCategory }),
}));

export function usePanelOpen(flag: PanelFlag): boolean {
  return useUiStore((state) => state.panels[flag]);
}
