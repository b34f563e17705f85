/** Test stand-in for vite-plugin-pwa's virtual module (no service worker in jsdom). */
export function useRegisterSW() {
  return {
    needRefresh: [false, () => {}] as const,
    offlineReady: [false, () => {}] as const,
    updateServiceWorker: async () => {},
  };
}
