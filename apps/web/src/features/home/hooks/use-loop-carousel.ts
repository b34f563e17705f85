import { useCallback, useEffect, useRef, useState } from 'react';

export interface LoopCarouselTiming {
  autoplayMs: number;
  speedMs: number;
}

/**
 * Position of a looping carousel over `count` slides rendered with a clone at
 * each end ([last, 1 … n, first]): position 1 is the first real slide. Moving
 * past either end lands on a clone; once the slide has moved, the track jumps
 * without animation to the real slide that the clone shows.
 */
export function settlePosition(position: number, count: number): number {
  if (position <= 0) return count;
  if (position >= count + 1) return 1;
  return position;
}

export function realIndex(position: number, count: number): number {
  return (settlePosition(position, count) - 1 + count) % count;
}

/** Carousel state with autoplay (SPEC §9: every 5000 ms, 1000 ms a slide), only with more than one slide. */
export function useLoopCarousel(count: number, { autoplayMs, speedMs }: LoopCarouselTiming) {
  const loops = count > 1;
  const [position, setPosition] = useState(loops ? 1 : 0);
  const [animating, setAnimating] = useState(false);
  const [paused, setPaused] = useState(false);
  const [tick, setTick] = useState(0);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const animate = useCallback(
    (next?: (p: number) => number) => {
      setAnimating(true);
      if (next) setPosition(next);
      clearTimeout(settleTimer.current);
      settleTimer.current = setTimeout(() => {
        setAnimating(false);
        setPosition((p) => settlePosition(p, count));
      }, speedMs);
    },
    [count, speedMs],
  );

  /** Moves by `delta` slides; ignored while a slide is still moving. */
  const go = useCallback(
    (delta: number) => {
      if (!loops || animating) return;
      animate((p) => p + delta);
    },
    [loops, animating, animate],
  );

  /** Slides back into place after a drag too short to change slide. */
  const snapBack = useCallback(() => animate(), [animate]);

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  useEffect(() => {
    if (!loops || paused || animating) return undefined;
    const timer = setTimeout(() => {
      // A hidden tab does not advance; it checks again a period later.
      if (document.visibilityState === 'hidden') setTick((n) => n + 1);
      else go(1);
    }, autoplayMs);
    return () => clearTimeout(timer);
  }, [loops, paused, animating, autoplayMs, go, position, tick]);

  return { loops, position, animating, go, snapBack, setPaused, index: loops ? realIndex(position, count) : 0 };
}
