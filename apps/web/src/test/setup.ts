import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { useSessionStore } from '../lib/session/session-store';
import { useUiStore } from '../lib/ui/ui-store';

// jsdom has no layout; navigation scrolls to the top.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // Stores outlive a test; bring them back to "nothing stored, nothing open".
  useSessionStore.getState().reload();
  useUiStore.getState().closePanels();
  useUiStore.getState().setGameCategory('HOME');
});
