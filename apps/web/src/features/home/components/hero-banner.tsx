import { useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Placeholder art until the m_home banner group is loaded from announcements. */
const slides = ['/banners/home-1.svg', '/banners/home-2.svg', '/banners/home-3.svg'];

/** A swipeable strip of banners (scroll snapping; the Swiper carousel comes with real banners). */
export function HeroBanner() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const { scrollLeft, clientWidth } = event.currentTarget;
    if (clientWidth > 0) setIndex(Math.round(scrollLeft / clientWidth));
  };

  return (
    <section className="hero-banner" aria-roledescription="carousel" aria-label={t('home.bannerLabel')}>
      <div className="hero-banner__track" onScroll={onScroll} data-testid="home-banner">
        {slides.map((src, i) => (
          <img
            key={src}
            className="hero-banner__slide"
            src={src}
            alt={t('home.bannerSlide', { index: i + 1, count: slides.length })}
            width={750}
            height={320}
            loading={i === 0 ? 'eager' : 'lazy'}
            draggable={false}
          />
        ))}
      </div>
      <div className="hero-banner__dots" aria-hidden="true">
        {slides.map((src, i) => (
          <span key={src} className={`hero-banner__dot${i === index ? ' is-active' : ''}`} />
        ))}
      </div>
    </section>
  );
}
