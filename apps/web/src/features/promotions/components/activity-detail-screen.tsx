import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { registerMoneyTexts } from '../../../lib/wallet/money-texts';
import { imageOf, useActivity } from '../hooks/use-activity';
import { registerActivityTexts } from '../i18n/activity-texts';
import { registerPromotionsTexts } from '../i18n/promotions-texts';
import { ActivityBody } from './activity-item';
import { PromotionActionButton } from './promotion-action';
import '../../../components/ui/card.css';
import './promotions.css';
import './activity.css';

registerMoneyTexts();
registerPromotionsTexts();
registerActivityTexts();

/**
 * /m/activityDetail?id=<announcement>: one promotion in full (cover, title, status button, content, time range). Test
 * id: activity-detail.
 */
export function ActivityDetailScreen() {
  const { t } = useTranslation('activity');
  const [params] = useSearchParams();
  const { items, isPending } = useActivity();
  const id = Number.parseInt(params.get('id') ?? '', 10);
  const item = items.find((i) => i.announcement.id === id);
  const image = item ? imageOf(item.announcement) : null;
  return (
    <Screen id="activityDetail" title={item?.announcement.title ?? t('title')} className="member-screen activity">
      {isPending ? <Spinner label={t('title')} /> : null}
      {!isPending && !item ? (
        <p className="card card__muted" data-testid="activity-not-found">
          {t('notFound')}
        </p>
      ) : null}
      {item ? (
        <article className="card activity__item is-open" data-testid="activity-detail" data-code={item.promotion?.code}>
          {image ? <img className="activity__image" src={image} alt="" /> : null}
          <div className="activity__detail-head">
            <h2 className="activity__title">{item.announcement.title}</h2>
            {item.promotion ? <PromotionActionButton promotion={item.promotion} /> : null}
          </div>
          <ActivityBody item={item} />
        </article>
      ) : null}
    </Screen>
  );
}
