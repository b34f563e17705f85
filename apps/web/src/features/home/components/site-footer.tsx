import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cdnUrl, imageCdnBase } from '../../../lib/games/game-icon';
import { useGameMenus, useVendorTypes } from '../../../lib/games/game-queries';
import { useListLanguage } from '../../../lib/games/use-list-language';
import { routePath } from '../../../lib/routing/route-path';
import { useSystemStatus } from '../../../lib/system-status/use-system-status';
import { systemStatusQueryOptions } from '../../../lib/system-status/status-query';
import { useHelpCenter } from '../api/lobby-calls';
import { useSelectCategory } from '../hooks/use-select-category';

/** A vendor icon that leaves no broken image behind (SPEC §2: hidden when it fails). */
function VendorIcon({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed || !src) return null;
  return (
    <img
      className="site-footer__vendor"
      src={src}
      alt={name}
      title={name}
      width={72}
      height={28}
      loading="lazy"
      onError={() => setFailed(true)}
      data-testid="footer-vendor"
    />
  );
}

/** The help centre's entries, each a link to its page of the help screen. */
function HelpLinks({ language }: { language: ReturnType<typeof useListLanguage> }) {
  const { t } = useTranslation();
  const help = useHelpCenter(language);
  return (
    <nav className="site-footer__group" aria-label={t('lobby:footer.help')} data-testid="footer-help">
      <h2 className="site-footer__title">{t('lobby:footer.help')}</h2>
      {(help.data ?? []).map((entry, i) => (
        <Link key={entry.title} to={`${routePath('help')}?i=${i}`} className="site-footer__link">
          {entry.title}
        </Link>
      ))}
    </nav>
  );
}

/** Hot and the lobby's categories; a tap selects the category on the home page. */
function ProductLinks({ language }: { language: ReturnType<typeof useListLanguage> }) {
  const { t } = useTranslation();
  const select = useSelectCategory();
  const menus = useGameMenus(language);
  const products = ['HOT', ...(menus.data?.categories ?? [])];
  return (
    <nav className="site-footer__group" aria-label={t('lobby:footer.products')} data-testid="footer-products">
      <h2 className="site-footer__title">{t('lobby:footer.products')}</h2>
      {products.map((category) => (
        <button
          key={category}
          type="button"
          className="site-footer__link"
          data-testid={`footer-product-${category}`}
          onClick={() => select(category)}
        >
          {t(`categories.${category}`, { defaultValue: category })}
        </button>
      ))}
    </nav>
  );
}

/** The merchant's social links, only those with an address. */
function SocialLinks({ social }: { social: Array<{ type: string; url: string }> }) {
  const { t } = useTranslation();
  if (!social.length) return null;
  return (
    <nav className="site-footer__social" aria-label={t('lobby:footer.social')} data-testid="footer-social">
      {social.map((s) => (
        <a
          key={s.type}
          href={s.url}
          target="_blank"
          rel="noopener noreferrer"
          className="site-footer__social-link"
          data-testid={`social-${s.type}`}
        >
          {t(`lobby:social.${s.type}`)}
        </a>
      ))}
    </nav>
  );
}

/** SPEC §2 site footer: help list, products, social links (only those set), about text, vendor icons, copyright. */
export function SiteFooter() {
  const { t } = useTranslation();
  const language = useListLanguage();
  const status = useSystemStatus();
  const client = useQueryClient();
  const vendors = useVendorTypes(language);
  const first = useRef(language);

  // The about text comes with the status, in the language it was asked in.
  useEffect(() => {
    if (first.current === language) return;
    first.current = language;
    void client.invalidateQueries({ queryKey: systemStatusQueryOptions.queryKey });
  }, [client, language]);

  const base = imageCdnBase(status);
  const social = (status?.info.resources.social ?? []).filter((s) => s.url);
  const allVendors = [...new Map((vendors.data?.sorting ?? []).flatMap((c) => c.vendorNames).map((v) => [v.vassalage, v])).values()];
  const site = status?.info.siteName ?? '';

  return (
    <footer className="site-footer" data-testid="home-footer" data-section="footer" aria-label={t('lobby:footer.label')}>
      <HelpLinks language={language} />
      <ProductLinks language={language} />
      <SocialLinks social={social} />
      {status?.info.about ? (
        <p className="site-footer__about" data-testid="footer-about">
          {status.info.about}
        </p>
      ) : null}
      {allVendors.length ? (
        <div className="site-footer__vendors" aria-label={t('lobby:footer.vendors')} role="group">
          {allVendors.map((v) => (
            <VendorIcon key={v.vassalage} src={v.iconUrl ? cdnUrl(base, v.iconUrl) : ''} name={v.name} />
          ))}
        </div>
      ) : null}
      <p className="site-footer__copyright" data-testid="footer-copyright">
        {t('lobby:footer.copyright', { site })}
      </p>
    </footer>
  );
}
