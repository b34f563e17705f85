import { promotionCategories } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { registerMoneyTexts } from '../../../lib/wallet/money-texts';
import { useActivity, type ActivityItem } from '../hooks/use-activity';
import { registerActivityTexts } from '../i18n/activity-texts';
import { registerPromotionsTexts } from '../i18n/promotions-texts';
import { ActivityBody, ActivityHead } from './activity-item';
import '../../../components/ui/card.css';
import './promotions.css';
import './activity.css';

registerMoneyTexts();
registerPromotionsTexts();
registerActivityTexts();

/** The menu: "all" plus each category that has a promotion, in SPEC §9 order. */
export function menuOf(items: ActivityItem[]): string[] {
  const present = new Set(items.map((i) => i.announcement.category ?? i.promotion?.category).filter(Boolean));
  return promotionCategories.filter((c) => c === 'all' || present.has(c));
}

const categoryOf = (item: ActivityItem) => item.announcement.category ?? item.promotion?.category ?? 'other_promo';

/** The scrolling category menu over the list. */
function CategoryMenu({ menu, category, onPick }: { menu: string[]; category: string; onPick: (category: string) => void }) {
  const { t } = useTranslation('activity');
  return (
    <nav className="activity__menu" data-testid="activity-menu" aria-label={t('title')}>
      {menu.map((c) => (
        <button
          key={c}
          type="button"
          className={`chip${c === category ? ' is-active' : ''}`}
          aria-pressed={c === category}
          data-testid={`activity-tab-${c}`}
          onClick={() => onPick(c)}
        >
          {t(`categories.${c}`)}
        </button>
      ))}
    </nav>
  );
}

/** One promotion of the accordion; opened, its body and a link to its own page. */
function ActivityEntry({ item, open, onToggle }: { item: ActivityItem; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('activity');
  const id = item.announcement.id;
  return (
    <li
      className={`card activity__item${open ? ' is-open' : ''}`}
      data-testid="activity-item"
      data-id={id}
      data-open={open}
      data-code={item.promotion?.code}
    >
      <ActivityHead item={item} open={open} onToggle={onToggle} />
      {open ? (
        <>
          <ActivityBody item={item} />
          <Link className="link-button" data-testid="activity-detail-link" to={`/m/activityDetail?id=${id}`}>
            {t('details')}
          </Link>
        </>
      ) : null}
    </li>
  );
}

/**
 * /m/activity (SPEC §2 Promotions page): a scrolling category menu (hidden
 * when only "all" would show) over an accordion of promotions: cover image,
 * title and status button; opened, the HTML content, the time range and a
 * cashback's estimate. ?id=<announcement> opens that promotion and scrolls to
 * it. Test ids: activity-menu, activity-tab-<category>, activity-item
 * (data-id, data-open), activity-empty, activity-detail-link.
 */
export function ActivityScreen() {
  const { t } = useTranslation('activity');
  const [params] = useSearchParams();
  const { items, isPending, isError, refetch } = useActivity();
  const [category, setCategory] = useState('all');
  const [openId, setOpenId] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const opened = useRef(false);
  const wanted = Number.parseInt(params.get('id') ?? '', 10);
  const menu = menuOf(items);
  const shown = category === 'all' ? items : items.filter((i) => categoryOf(i) === category);

  useEffect(() => {
    if (opened.current || !Number.isInteger(wanted) || items.length === 0) return;
    opened.current = true;
    if (!items.some((i) => i.announcement.id === wanted)) return;
    setOpenId(wanted);
    // After the open item has rendered its body.
    requestAnimationFrame(() => listRef.current?.querySelector(`[data-id="${wanted}"]`)?.scrollIntoView({ block: 'start' }));
  }, [items, wanted]);

  return (
    <Screen id="activity" title={t('title')} className="member-screen activity">
      {menu.length > 1 ? <CategoryMenu menu={menu} category={category} onPick={setCategory} /> : null}
      {isPending ? <Spinner label={t('title')} /> : null}
      {isError ? (
        <button type="button" className="btn btn--ghost btn--block" onClick={refetch}>
          {t('loadFailed')}
        </button>
      ) : null}
      {!isPending && !isError && shown.length === 0 ? (
        <p className="card card__muted" data-testid="activity-empty">
          {t('empty')}
        </p>
      ) : null}
      <ul className="activity__list" ref={listRef}>
        {shown.map((item) => {
          const id = item.announcement.id;
          return <ActivityEntry key={id} item={item} open={openId === id} onToggle={() => setOpenId(openId === id ? null : id)} />;
        })}
      </ul>
    </Screen>
  );
}
