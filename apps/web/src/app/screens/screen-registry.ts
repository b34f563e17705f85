import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Loader } from './screen-loaders';

const loadHome: Loader = () => import('../../features/home/components/home-screen').then((m) => ({ default: m.HomeScreen }));

/**
 * Every other screen's loader is in screen-loaders.ts, a chunk of its own: some fifty lazy imports, each with the list
 * of chunks Vite fetches beside it, were 3.4 kB gzipped of the home's first load. That chunk is fetched when a start
 * lands elsewhere, on the first navigation away from the home, and already on the first touch or key press, a moment
 * before a tap navigates (warmScreenLoaders).
 */
const loadOthers = () => import('./screen-loaders');

function loaderFor(routeId: string): Loader {
  return routeId === 'home' ? loadHome : () => loadOthers().then((m) => m.loadScreen(routeId));
}

/** Fetches the other screens' loaders on the first touch or key press, before the tap or key that navigates ends. */
export function warmScreenLoaders(): void {
  const warm = () => {
    window.removeEventListener('pointerdown', warm, true);
    window.removeEventListener('keydown', warm, true);
    void loadOthers().catch(() => undefined);
  };
  window.addEventListener('pointerdown', warm, { capture: true, passive: true });
  window.addEventListener('keydown', warm, { capture: true, passive: true });
}

/**
 * Starts loading a screen's chunk before its route renders: at startup the
 * landing screen downloads alongside the system status instead of after it.
 * The browser keeps one copy of a module, so the later lazy render finds it.
 */
export function preloadScreen(routeId: string | undefined): void {
  if (routeId !== undefined) void loaderFor(routeId)().catch(() => undefined);
}

const screens = new Map<string, LazyExoticComponent<ComponentType>>();

/** The route's screen; one lazy component per route, so React keeps its identity across renders. */
export function screenFor(routeId: string): LazyExoticComponent<ComponentType> {
  let screen = screens.get(routeId);
  if (!screen) {
    screen = lazy(loaderFor(routeId));
    screens.set(routeId, screen);
  }
  return screen;
}
