import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '../../../components/ui/html-content';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { formatNoticeDate } from '../../../lib/messages/notice-date';
import { registerMessagesTexts } from '../../../lib/messages/messages-texts';
import { useAnnouncements } from '../../../lib/messages/use-announcements';
import { useMarkRead } from '../../../lib/messages/use-mark-read';
import { useCurrentRoute } from '../../../lib/routing/current-route';
import { routePath } from '../../../lib/routing/route-path';
import '../../../components/ui/card.css';
import '../../../components/ui/fold-item.css';
import './notice.css';

registerMessagesTexts();

type Notice = NonNullable<ReturnType<typeof useAnnouncements>['data']>['player'][number];

/** One notice: its title and date, unread marked; opened, its body and a link to its own page. */
function NoticeItem({ item, open, agent, onToggle }: { item: Notice; open: boolean; agent: boolean; onToggle: () => void }) {
  const { t } = useTranslation('messages');
  return (
    <li className={`card fold-item${open ? ' is-open' : ''}`} data-testid="notice-item" data-id={item.id} data-read={item.read}>
      <button type="button" className="fold-item__head" aria-expanded={open} onClick={onToggle}>
        {!item.read ? <span className="fold-item__dot" data-testid="notice-unread" aria-label={t('noticeUnread')} /> : null}
        <span className="fold-item__title">{item.title}</span>
        <span className="fold-item__date">{formatNoticeDate(item.startDate)}</span>
      </button>
      {open ? (
        <div className="fold-item__body">
          <HtmlContent html={item.content} testId="notice-body" />
          <Link
            className="link-button"
            data-testid="notice-detail-link"
            to={`${routePath('noticeDetail')}?id=${item.id}${agent ? '&types=A' : ''}`}
          >
            {t('noticeOpen')}
          </Link>
        </div>
      ) : null}
    </li>
  );
}

/**
 * /m/notice (player notices, PL) and /m/member/notice?types=A (agent
 * announcements): a list whose items expand on click and are marked read;
 * ?index=n (from the home ticker) opens and scrolls to item n.
 * Test ids: notice-list, notice-item (data-id, data-read), notice-unread, notice-body, notice-detail-link.
 */
export function NoticeScreen() {
  const { t } = useTranslation('messages');
  const [params] = useSearchParams();
  // The agents' /m/member/notice (SPEC: ?types=A) lists agent announcements.
  const agent = useCurrentRoute()?.id === 'memberNotice' || params.get('types') === 'A';
  const announcements = useAnnouncements(agent ? 'A' : 'PL');
  const items = (agent ? announcements.data?.agent : announcements.data?.player) ?? [];
  const startIndex = Number.parseInt(params.get('index') ?? '', 10);
  const [openId, setOpenId] = useState<number | null>(null);
  const markRead = useMarkRead();
  const opened = useRef(false);
  const listRef = useRef<HTMLUListElement>(null);

  const toggle = (id: number, read: boolean) => {
    setOpenId((current) => (current === id ? null : id));
    if (!read) markRead(id);
  };

  useEffect(() => {
    if (opened.current || !Number.isInteger(startIndex) || items.length === 0) return;
    const item = items[startIndex];
    opened.current = true;
    if (!item) return;
    toggle(item.id, item.read);
    listRef.current?.querySelector(`[data-id="${item.id}"]`)?.scrollIntoView({ block: 'start' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opens the ticker's item once, when the list arrives
  }, [items.length, startIndex]);

  return (
    <Screen
      id={agent ? 'memberNotice' : 'notice'}
      title={t(`routes:${agent ? 'memberNotice' : 'notice'}`)}
      className="member-screen notice"
    >
      {announcements.isPending ? <Spinner label={t('loading', { ns: 'common' })} /> : null}
      {!announcements.isPending && items.length === 0 ? (
        <p className="card card__muted" data-testid="notice-empty">
          {t('noticeEmpty')}
        </p>
      ) : null}
      <ul className="notice__list" data-testid="notice-list" ref={listRef}>
        {items.map((item) => (
          <NoticeItem key={item.id} item={item} open={openId === item.id} agent={agent} onToggle={() => toggle(item.id, item.read)} />
        ))}
      </ul>
    </Screen>
  );
}
