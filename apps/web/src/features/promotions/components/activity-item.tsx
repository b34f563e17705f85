import type { CashbackRules } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '../../../components/ui/html-content';
import { useLanguage } from '../../../lib/preferences/use-language';
import { formatDateTime } from '../../../lib/wallet/format-time';
import { imageOf, type ActivityItem } from '../hooks/use-activity';
import { CashbackPanel } from './cashback-panel';
import { PromotionActionButton } from './promotion-action';

/** The time range of a promotion: start – end, or long term (SPEC noExpiry). */
export function PeriodText({ item }: { item: ActivityItem }) {
  const { t } = useTranslation('activity');
  const [language] = useLanguage();
  const { startDate, endDate } = item.announcement;
  const start = formatDateTime(item.promotion?.startsAt ?? startDate, language);
  const end = item.promotion ? item.promotion.endsAt : endDate;
  return (
    <p className="activity__period" data-testid="activity-period">
      {end ? t('period', { start, end: formatDateTime(end, language) }) : t('longTerm', { start })}
    </p>
  );
}

/** The body of a promotion: its HTML, time range and, for a cashback, the member's estimate and payouts. */
export function ActivityBody({ item }: { item: ActivityItem }) {
  const cashback = item.promotion?.cashback;
  return (
    <div className="activity__body">
      <HtmlContent html={item.announcement.content} testId="activity-content" />
      <PeriodText item={item} />
      {cashback && item.promotion ? <CashbackPanel cashback={cashback} rules={item.promotion.rules as CashbackRules} /> : null}
    </div>
  );
}

/** The cover image and title (the accordion's head), with the status button beside. */
export function ActivityHead({ item, open, onToggle }: { item: ActivityItem; open?: boolean; onToggle?: () => void }) {
  const image = imageOf(item.announcement);
  const head = (
    <>
      {image ? <img className="activity__image" src={image} alt="" loading="lazy" /> : null}
      <span className="activity__title">{item.announcement.title}</span>
    </>
  );
  return (
    <div className="activity__head">
      {onToggle ? (
        <button type="button" className="activity__toggle" aria-expanded={open} data-testid="activity-toggle" onClick={onToggle}>
          {head}
        </button>
      ) : (
        <div className="activity__toggle">{head}</div>
      )}
      {item.promotion ? (
        <div className="activity__status">
          <PromotionActionButton promotion={item.promotion} />
        </div>
      ) : null}
    </div>
  );
}
