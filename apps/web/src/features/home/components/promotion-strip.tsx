import { useQuery } from '@tanstack/react-query';
import { API } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiGet } from '../../../lib/api/api-client';
import { useLanguage } from '../../../lib/preferences/use-language';
import { routePath } from '../../../lib/routing/route-path';

export interface StripItem {
  id: number;
  title: string;
  image: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The image of sequence 2 (SPEC §3: used in the home strip), else the first one, else the single image URL. */
function stripImage(a: Record<string, unknown>): string | null {
  const images = Array.isArray(a.announcementImages) ? a.announcementImages.filter((i): i is { url: string; sequence: number } => isObject(i) && typeof i.url === 'string' && typeof i.sequence === 'number') : [];
  const sorted = [...images].sort((x, y) => x.sequence - y.sequence);
  return sorted.find((i) => i.sequence === 2)?.url ?? sorted[0]?.url ?? (typeof a.imageUrl === 'string' ? a.imageUrl : null);
}

/** Hand-written check of the PR list (zod stays out of the home, docs/decisions.md Web bundle); items without an image are left out. */
export function parseStrip(value: unknown): StripItem[] {
  if (!isObject(value) || !Array.isArray(value.promotion)) return [];
  return value.promotion.flatMap((a: unknown) => {
    if (!isObject(a) || typeof a.id !== 'number' || typeof a.title !== 'string') return [];
    const image = stripImage(a);
    return image ? [{ id: a.id, title: a.title, image }] : [];
  });
}

/** SPEC §2 home promotion strip: each promotion's image of sequence 2 and a details button to /m/activity?id=. Test ids: home-promotions, home-promotion (data-id). */
export function PromotionStrip() {
  const { t } = useTranslation('lobby');
  const [language] = useLanguage();
  const query = useQuery({
    queryKey: ['homePromotions', language],
    queryFn: ({ signal }) => apiGet(`${API.announcements}?types=PR&groupName=m_home&platform=M`, { signal, schema: { parse: parseStrip } }),
    staleTime: 60_000,
  });
  const items = query.data ?? [];
  if (items.length === 0) return null;
  return (
    <section className="promo-strip" data-testid="home-promotions" data-section="promotions" aria-label={t('promotions.label')}>
      <ul className="promo-strip__list">
        {items.map((item) => (
          <li key={item.id} className="promo-strip__item" data-testid="home-promotion" data-id={item.id}>
            <img className="promo-strip__image" src={item.image} alt="" loading="lazy" width={750} height={220} />
            <span className="promo-strip__title">{item.title}</span>
            <Link className="btn btn--primary btn--small promo-strip__details" to={`${routePath('activity')}?id=${item.id}`} aria-label={`${t('promotions.details')}: ${item.title}`}>
              {t('promotions.details')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
