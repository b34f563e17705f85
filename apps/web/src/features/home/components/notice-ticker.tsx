import { useTranslation } from 'react-i18next';
import { MegaphoneIcon } from '../../../components/ui/icons/footer-icons';

export interface TickerItem {
  id: string;
  title: string;
}

interface NoticeTickerProps {
  /** Notice titles from the announcements call; undefined until it answered (or when it failed). */
  items: readonly TickerItem[] | undefined;
  /** The call is on its way: a placeholder bar, never the no-announcement text. */
  loading: boolean;
  /** Tapping goes to the notice page with the item's index (SPEC §2). */
  onSelect: (index: number) => void;
}

/** Pixels a second the marquee moves; its duration follows the text length so every length reads at one pace. */
const MARQUEE_PX_PER_S = 45;
const CHAR_PX = 7;

/** What the window shows: only an answered, empty list may say there are no notices. */
export function tickerView(items: readonly TickerItem[] | undefined, loading: boolean): 'loading' | 'blank' | 'empty' | 'titles' {
  if (!items) return loading ? 'loading' : 'blank';
  return items.length === 0 ? 'empty' : 'titles';
}

/**
 * SPEC §2 notice ticker: a marquee of notice titles, or the no-announcement
 * text when the call answered none. The marquee is a CSS animation (the compositor
 * moves it; SPEC's 30 fps is the original's timer, not a visible rule).
 */
export function NoticeTicker({ items, loading, onSelect }: NoticeTickerProps) {
  const { t } = useTranslation();
  const view = tickerView(items, loading);
  const titles = items ?? [];
  const chars = titles.reduce((n, item) => n + item.title.length + 6, 0);
  const durationS = Math.max(8, Math.round((chars * CHAR_PX + 360) / MARQUEE_PX_PER_S));
  return (
    <div
      className="notice-ticker"
      data-testid="notice-ticker"
      data-state={view}
      role="region"
      aria-label={t('lobby:ticker.label')}
      aria-busy={view === 'loading'}
    >
      <MegaphoneIcon size={18} className="notice-ticker__icon" />
      <div className="notice-ticker__window">
        {view === 'loading' ? <span className="notice-ticker__skeleton" data-testid="notice-ticker-loading" aria-hidden="true" /> : null}
        {view === 'empty' ? (
          <span className="notice-ticker__empty" data-testid="notice-ticker-empty">
            {t('lobby:ticker.empty')}
          </span>
        ) : null}
        {view === 'titles' ? (
          <div className="notice-ticker__track" style={{ animationDuration: `${durationS}s` }}>
            {titles.map((item, i) => (
              <button key={item.id} type="button" className="notice-ticker__item" onClick={() => onSelect(i)}>
                {item.title}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
