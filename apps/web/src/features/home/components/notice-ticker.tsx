import { useTranslation } from 'react-i18next';
import { MegaphoneIcon } from '../../../components/ui/icons/footer-icons';

export interface TickerItem {
  id: string;
  title: string;
}

interface NoticeTickerProps {
  /** Notice titles (issue 7 feeds them from the announcements call). */
  items: readonly TickerItem[];
  /** Tapping goes to the notice page with the item's index (SPEC §2). */
  onSelect: (index: number) => void;
}

/** Pixels a second the marquee moves; its duration follows the text length so every length reads at one pace. */
const MARQUEE_PX_PER_S = 45;
const CHAR_PX = 7;

/**
 * SPEC §2 notice ticker: a marquee of notice titles, or the no-announcement
 * text when there are none. The marquee is a CSS animation (the compositor
 * moves it; SPEC's 30 fps is the original's timer, not a visible rule).
 */
export function NoticeTicker({ items, onSelect }: NoticeTickerProps) {
  const { t } = useTranslation();
  const chars = items.reduce((n, item) => n + item.title.length + 6, 0);
  const durationS = Math.max(8, Math.round((chars * CHAR_PX + 360) / MARQUEE_PX_PER_S));
  return (
    <div className="notice-ticker" data-testid="notice-ticker" role="region" aria-label={t('lobby:ticker.label')}>
      <MegaphoneIcon size={18} className="notice-ticker__icon" />
      <div className="notice-ticker__window">
        {items.length === 0 ? (
          <span className="notice-ticker__empty" data-testid="notice-ticker-empty">
            {t('lobby:ticker.empty')}
          </span>
        ) : (
          <div className="notice-ticker__track" style={{ animationDuration: `${durationS}s` }}>
            {items.map((item, i) => (
              <button key={item.id} type="button" className="notice-ticker__item" onClick={() => onSelect(i)}>
                {item.title}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
