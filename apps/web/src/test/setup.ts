import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { useSessionStore } from '../lib/session/session-store';
import { useToastStore } from '../lib/ui/toast-store';
import { useUiStore } from '../lib/ui/ui-store';

// Lazy screens load their chunk on first use; a busy machine needs more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout; navigation scrolls to the top and menus scroll chips into view.
window.scrollTo = () => {};
Element.prototype.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // Stores outlive a test; bring them back to "nothing stored, nothing open".
  useSessionStore.getState().reload();
  useUiStore.getState().closePanels();
  useToastStore.setState({ toast: null });
  useUiStore.getState().setGameCategory('HOME');
});
