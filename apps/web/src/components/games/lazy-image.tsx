import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

type Show = () => void;
const waiting = new Map<Element, Show>();
let observer: IntersectionObserver | null = null;

/** One observer for every lazy image; SPEC §9: images load 100 px before they scroll into view. */
function watch(element: Element, show: Show): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    show();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: '100px' },
  );
  waiting.set(element, show);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string;
  /** Shown when `src` fails; when it fails too, the image hides and the box's own background shows. */
  fallback?: string;
  /** Load at once (an image in the first screenful). */
  eager?: boolean;
}

export function LazyImage({ src, fallback, eager = false, alt = '', ...rest }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(eager);
  const [failed, setFailed] = useState(0);

  useEffect(() => {
    if (visible || !ref.current) return undefined;
    return watch(ref.current, () => setVisible(true));
  }, [visible]);

  const current = failed === 0 ? src : failed === 1 && fallback ? fallback : '';
  return (
    <img
      ref={ref}
      alt={alt}
      src={visible && current ? current : undefined}
      decoding="async"
      data-loaded={visible ? 'true' : 'false'}
      hidden={visible && !current}
      onError={() => setFailed((n) => n + 1)}
      {...rest}
    />
  );
}
