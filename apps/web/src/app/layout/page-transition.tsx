import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { TIMINGS_MS } from '@app/contract';
import { swipeBackDetector } from '../../lib/swipe-back/swipe-back-detector';

/**
 * Fades each new page in (SPEC §2, TIMINGS_MS.pageFade) except after a swipe-back,
 * where the browser has already animated the page change itself.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { key } = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const swipedBack = navigationType === 'POP' && swipeBackDetector.consumeSwipePop(performance.now());
    node.classList.remove('page--fade');
    node.dataset.transition = swipedBack ? 'none' : 'fade';
    if (swipedBack) return;
    // Reading layout restarts the CSS animation on the same element.
    void node.offsetWidth;
    node.classList.add('page--fade');
  }, [key, navigationType]);

  return (
    <div ref={ref} className="page" data-testid="page" style={{ animationDuration: `${TIMINGS_MS.pageFade}ms` }}>
      {children}
    </div>
  );
}
