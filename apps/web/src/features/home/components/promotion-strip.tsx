import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/preferences/use-language';
import { routePath } from '../../../lib/routing/route-path';
import { useHomePromotions } from '../api/home-promotions';

/**
 * SPEC §2 home promotion strip: each promotion's image of sequence 2 and a details button to /m/activity?id=. Test ids:
 * home-promotions, home-promotion (data-id).
 */
export function PromotionStrip() {
  const { t } = useTranslation('lobby');
  const [language] = useLanguage();
  const query = useHomePromotions(language);
  const items = query.data ?? [];
  if (items.length === 0) return null;
  return (
    <section className="promo-strip" data-testid="home-promotions" data-section="promotions" aria-label={t('promotions.label')}>
      <ul className="promo-strip__list">
        {items.map((item) => (
          <li key={item.id} className="promo-strip__item" data-testid="home-promotion" data-id={item.id}>
            <img className="promo-strip__image" src={item.image} alt="" loading="lazy" width={750} height={220} />
            <span className="promo-strip__title">{item.title}</span>
            <Link
              className="btn btn--primary btn--small promo-strip__details"
              to={`${routePath('activity')}?id=${item.id}`}
              aria-label={`${t('promotions.details')}: ${item.title}`}
            >
              {t('promotions.details')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
