import { useEffect, useRef } from 'react';
import { throttle } from '../../lib/timing/timing';

/** SPEC §2/§9: the next page loads 300 px before the bottom, checked at most once a second. */
export const INFINITE_THRESHOLD_PX = 300;
export const INFINITE_THROTTLE_MS = 1000;

export function nearBottom(scrollY: number, viewportHeight: number, documentHeight: number, threshold = INFINITE_THRESHOLD_PX): boolean {
  return documentHeight - (scrollY + viewportHeight) <= threshold;
}

/**
 * Calls `loadMore` when the window is scrolled to within 300 px of the bottom
 * while `hasMore`; also checks after each page arrives, in case a short page
 * leaves nothing to scroll.
 */
export function useInfiniteScroll(hasMore: boolean, loading: boolean, loadMore: () => void, itemCount: number): void {
  const state = useRef({ hasMore, loading, loadMore });
  useEffect(() => {
    state.current = { hasMore, loading, loadMore };
  }, [hasMore, loading, loadMore]);

  const check = useRef(
    throttle(
      () => {
        const { hasMore: more, loading: busy, loadMore: load } = state.current;
        if (!more || busy) return;
        if (nearBottom(window.scrollY, window.innerHeight, document.documentElement.scrollHeight)) load();
      },
      INFINITE_THROTTLE_MS,
      { trailing: true },
    ),
  );

  useEffect(() => {
    const run = check.current;
    window.addEventListener('scroll', run, { passive: true });
    window.addEventListener('resize', run, { passive: true });
    return () => {
      window.removeEventListener('scroll', run);
      window.removeEventListener('resize', run);
      run.cancel();
    };
  }, []);

  useEffect(() => {
    if (hasMore && !loading) check.current();
  }, [hasMore, loading, itemCount]);
}
