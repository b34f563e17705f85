import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS_MS } from '@app/contract';
import { useLoopCarousel } from '../hooks/use-loop-carousel';

export interface BannerSlide {
  src: string;
  alt: string;
}

interface BannerCarouselProps {
  slides: readonly BannerSlide[];
  /** The parent decides what a tap does (SPEC §2). */
  onSelect?: (index: number) => void;
  testId?: string;
}

/** A swipe shorter than this (px) is a tap. */
const SWIPE_PX = 40;

type Carousel = ReturnType<typeof useLoopCarousel>;

/**
 * A horizontal swipe moves the track with the finger and, past SWIPE_PX, goes to the next or previous slide; autoplay
 * pauses while a finger is down. `moved` tells a swipe's release from a tap.
 */
function useSwipe(carousel: Carousel) {
  const drag = useRef<{ x: number; y: number; id: number } | null>(null);
  const [dragPx, setDragPx] = useState(0);
  const moved = useRef(false);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!carousel.loops) return;
    drag.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    moved.current = false;
    carousel.setPaused(true);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || drag.current.id !== e.pointerId) return;
    const dx = e.clientX - drag.current.x;
    if (!moved.current && Math.abs(dx) > 6 && Math.abs(dx) > Math.abs(e.clientY - drag.current.y)) {
      moved.current = true;
      e.currentTarget.setPointerCapture(e.pointerId);
    }
    if (moved.current) setDragPx(dx);
  };
  const endDrag = () => {
    if (!drag.current) return;
    drag.current = null;
    if (Math.abs(dragPx) > SWIPE_PX) carousel.go(dragPx < 0 ? 1 : -1);
    else if (dragPx !== 0) carousel.snapBack();
    setDragPx(0);
    carousel.setPaused(false);
  };
  return { dragPx, moved, handlers: { onPointerDown, onPointerMove, onPointerUp: endDrag, onPointerCancel: endDrag } };
}

/** One slide of the track; the clones at the ends and the slides out of view are hidden from assistive technology. */
function Slide({
  slide,
  real,
  clone,
  current,
  onTap,
}: {
  slide: BannerSlide;
  real: number;
  clone: boolean;
  current: boolean;
  onTap: () => void;
}) {
  return (
    <button
      type="button"
      className="hero-banner__slide"
      aria-hidden={clone || !current}
      tabIndex={clone || !current ? -1 : 0}
      onClick={onTap}
    >
      <img
        src={slide.src}
        alt={slide.alt}
        width={750}
        height={320}
        loading={real === 0 && !clone ? 'eager' : 'lazy'}
        fetchPriority={real === 0 && !clone ? 'high' : 'auto'}
        draggable={false}
      />
    </button>
  );
}

/**
 * SPEC §2 banner carousel: loops with autoplay only with more than one
 * banner; 5000 ms between slides, 1000 ms a slide. A track moved by a CSS
 * transform, so slide timing is exact and the compositor does the work.
 */
export function BannerCarousel({ slides, onSelect, testId = 'home-banner' }: BannerCarouselProps) {
  const { t } = useTranslation();
  const carousel = useLoopCarousel(slides.length, { autoplayMs: TIMINGS_MS.bannerAutoplay, speedMs: TIMINGS_MS.bannerSpeed });
  const { dragPx, moved, handlers } = useSwipe(carousel);
  const rendered = carousel.loops ? [slides[slides.length - 1]!, ...slides, slides[0]!] : slides;

  const transition = carousel.animating && dragPx === 0 ? `transform ${TIMINGS_MS.bannerSpeed}ms ease` : 'none';
  return (
    <section className="hero-banner" aria-roledescription="carousel" aria-label={t('home.bannerLabel')}>
      <div className="hero-banner__viewport" data-testid={testId} data-index={carousel.index} {...handlers}>
        <div
          className="hero-banner__track"
          style={{ transform: `translate3d(calc(${-carousel.position * 100}% + ${dragPx}px), 0, 0)`, transition }}
        >
          {rendered.map((slide, i) => {
            const real = carousel.loops ? (i - 1 + slides.length) % slides.length : i;
            return (
              <Slide
                key={`${slide.src}-${i}`}
                slide={slide}
                real={real}
                clone={carousel.loops && (i === 0 || i === rendered.length - 1)}
                current={real === carousel.index}
                onTap={() => {
                  if (!moved.current) onSelect?.(real);
                }}
              />
            );
          })}
        </div>
      </div>
      {carousel.loops ? (
        <div className="hero-banner__dots" aria-hidden="true">
          {slides.map((slide, i) => (
            <span key={slide.src} className={`hero-banner__dot${i === carousel.index ? ' is-active' : ''}`} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
