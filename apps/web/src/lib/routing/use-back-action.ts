import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { HOME_PATH, type BackKind } from '@app/contract';

/**
 * A tab opened straight on this page has a one-entry history. Any longer
 * history is followed, also across full page loads (where React Router's own
 * index restarts at 0), as the browser's back button would.
 */
function canGoBack(): boolean {
  return window.history.length > 1;
}

/**
 * The back arrow's action for a route's `back` rule, or null when the arrow is
 * hidden. "history" falls back to home when the page was opened directly.
 */
export function useBackAction(kind: BackKind): (() => void) | null {
  const navigate = useNavigate();
  return useMemo(() => {
    if (kind === 'hidden') return null;
    if (kind === 'home') return () => void navigate(HOME_PATH);
    return () => void (canGoBack() ? navigate(-1) : navigate(HOME_PATH, { replace: true }));
  }, [kind, navigate]);
}
