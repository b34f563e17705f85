import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '../../../components/ui/html-content';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { formatNoticeDate } from '../../../lib/messages/notice-date';
import { registerMessagesTexts } from '../../../lib/messages/messages-texts';
import { useAnnouncements } from '../../../lib/messages/use-announcements';
import { useMarkRead } from '../../../lib/messages/use-mark-read';
import '../../../components/ui/card.css';
import './notice.css';

registerMessagesTexts();

/** /m/noticeDetail?id=: id, title, start date (YYYY-MM-DD HH:mm:ss) and HTML content; opening it reads it. */
export function NoticeDetailScreen() {
  const { t } = useTranslation('messages');
  const [params] = useSearchParams();
  const id = Number.parseInt(params.get('id') ?? '', 10);
  const agent = params.get('types') === 'A';
  const announcements = useAnnouncements(agent ? 'A' : 'PL');
  const item = (agent ? announcements.data?.agent : announcements.data?.player)?.find((n) => n.id === id);
  const markRead = useMarkRead();

  useEffect(() => {
    if (item && !item.read) markRead(item.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opened notice
  }, [item?.id]);

  return (
    <Screen id="noticeDetail" title={t('routes:noticeDetail')} className="member-screen notice">
      {announcements.isPending ? <Spinner label={t('loading', { ns: 'common' })} /> : null}
      {!announcements.isPending && !item ? (
        <p className="card card__muted" data-testid="notice-missing">
          {t('noticeNotFound')}
        </p>
      ) : null}
      {item ? (
        <article className="card notice__detail" data-testid="notice-detail" data-id={item.id}>
          <h1 className="notice__detail-title">{item.title}</h1>
          <p className="card__muted" data-testid="notice-detail-date">
            {formatNoticeDate(item.startDate)}
          </p>
          <HtmlContent html={item.content} testId="notice-detail-body" />
        </article>
      ) : null}
    </Screen>
  );
}
