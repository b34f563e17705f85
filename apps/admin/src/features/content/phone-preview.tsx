import { useEffect, useState, type ReactNode } from 'react';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contract';
import './content-preview.css';

const PHONE = { width: 390, height: 844 };

/** The player site's phone, 390×844 CSS pixels, drawn at `scale` so it fits beside a form. */
export function PhoneFrame({ children, scale = 0.62, testId = 'phone-preview' }: { children: ReactNode; scale?: number; testId?: string }) {
  return (
    <div className="phone-preview" style={{ width: PHONE.width * scale + 20, height: PHONE.height * scale + 20 }} data-testid={testId}>
      <div className="phone-preview__screen" style={{ transform: `scale(${scale})` }}>
        {children}
      </div>
    </div>
  );
}

/** Operator HTML as the player site renders it: through DOMPurify again (the server sanitised it on save). */
export function PlayerHtml({ html }: { html: string }) {
  return <div className="pp-html" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}

/** The texts of the player site itself, in the previewed item's language (not the operator's). */
const SITE = {
  pt: { login: 'Entrar', register: 'Cadastrar', notice: 'Anúncio', help: 'Central de ajuda', promo: 'Promoção', ticker: 'Sem anúncios' },
  en: {
    login: 'Log in',
    register: 'Register',
    notice: 'Announcement',
    help: 'Help center',
    promo: 'Promotion',
    ticker: 'No announcements',
  },
} as const;
export const siteText = (language: Language) => SITE[language];

export function SiteHeader({ language }: { language: Language }) {
  return (
    <div className="pp-header">
      <span className="pp-logo">Demo Bet</span>
      <span>
        <span className="pp-btn pp-btn--ghost">{SITE[language].login}</span>
        <span className="pp-btn pp-btn--gold">{SITE[language].register}</span>
      </span>
    </div>
  );
}

export const TitleBar = ({ title }: { title: string }) => <div className="pp-title-bar">{title}</div>;

/** SPEC §2: loops with autoplay (5000 ms) only with more than one banner; the dots pick a slide too. */
export function BannerStrip({ urls, highlight }: { urls: readonly string[]; highlight?: number }) {
  const { t } = useTranslation('content');
  const [index, setIndex] = useState(highlight ?? 0);
  useEffect(() => setIndex(highlight ?? 0), [highlight, urls.length]);
  useEffect(() => {
    if (urls.length < 2) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % urls.length), 5000);
    return () => window.clearInterval(timer);
  }, [urls.length]);
  const shown = urls[Math.min(index, urls.length - 1)];
  return (
    <div className="pp-banner">
      {shown ? <img src={shown} alt="" data-testid="preview-banner" /> : <img alt="" />}
      {urls.length > 1 && (
        <div className="pp-banner__dots">
          {urls.map((url, i) => (
            <button
              type="button"
              key={`${url}-${i}`}
              className={`pp-banner__dot${i === index ? ' is-active' : ''}`}
              onClick={() => setIndex(i)}
              aria-label={t('preview.slide', { n: i + 1 })}
            />
          ))}
        </div>
      )}
    </div>
  );
}
