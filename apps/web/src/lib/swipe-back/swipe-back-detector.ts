/** A touch must start this close to the left edge to count as the browser's back swipe. */
export const SWIPE_EDGE_PX = 24;
/** Rightward travel that makes it a swipe rather than a tap. */
export const SWIPE_MIN_DX_PX = 12;
/** The history POP must follow the gesture within this time to belong to it. */
export const SWIPE_POP_WINDOW_MS = 600;

/**
 * Recognises the iOS/Android edge swipe-back gesture so the page change it
 * causes is not animated a second time on top of the browser's own animation.
 */
export class SwipeBackDetector {
  private start: { x: number; y: number } | null = null;
  private swipedAt: number | null = null;

  touchStart(x: number, y: number): void {
    this.start = x <= SWIPE_EDGE_PX ? { x, y } : null;
  }

  touchMove(x: number, y: number, now: number): void {
    if (!this.start) return;
    const dx = x - this.start.x;
    const dy = Math.abs(y - this.start.y);
    if (dx >= SWIPE_MIN_DX_PX && dx > dy) this.swipedAt = now;
  }

  /** True once, when a POP navigation at `now` follows a recent edge swipe. */
  consumeSwipePop(now: number): boolean {
    const swiped = this.swipedAt !== null && now - this.swipedAt <= SWIPE_POP_WINDOW_MS;
    this.swipedAt = null;
    this.start = null;
    return swiped;
  }
}

export const swipeBackDetector = new SwipeBackDetector();

/** Feeds window touch events to the shared detector; returns the remover. */
export function trackSwipeBack(target: Window = window, detector = swipeBackDetector): () => void {
  const onStart = (e: TouchEvent) => {
    const t = e.touches[0];
    if (t) detector.touchStart(t.clientX, t.clientY);
  };
  const onMove = (e: TouchEvent) => {
    const t = e.touches[0];
    if (t) detector.touchMove(t.clientX, t.clientY, performance.now());
  };
  target.addEventListener('touchstart', onStart, { passive: true });
  target.addEventListener('touchmove', onMove, { passive: true });
  return () => {
    target.removeEventListener('touchstart', onStart);
    target.removeEventListener('touchmove', onMove);
  };
}
