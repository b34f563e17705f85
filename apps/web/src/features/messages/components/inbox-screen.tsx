import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { HtmlContent } from '../../../components/ui/html-content';
import { TrashIcon } from '../../../components/ui/icons/message-icons';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorText } from '../../../lib/api/use-error-text';
import { formatNoticeDate } from '../../../lib/messages/notice-date';
import { registerMessagesTexts } from '../../../lib/messages/messages-texts';
import { invalidateUnread } from '../../../lib/messages/use-unread-counts';
import { useLanguage } from '../../../lib/preferences/use-language';
import { showToast } from '../../../lib/ui/toast-store';
import { deleteInboxMessage, inboxKeys, inboxQueryOptions, readInboxMessage, useInbox } from '../api/inbox';
import '../../../components/ui/card.css';
import '../../../components/ui/fold-item.css';
import './messages.css';

registerMessagesTexts();

type InboxMessage = NonNullable<ReturnType<typeof useInbox>['data']>[number];

/** One message: its title and date, unread marked; opened, its body and the delete button. */
function InboxItem({
  message: m,
  open,
  onOpen,
  onDelete,
}: {
  message: InboxMessage;
  open: boolean;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <li className="card fold-item" data-testid="inbox-item" data-id={m.id} data-read={m.read}>
      <button type="button" className="fold-item__head" aria-expanded={open} onClick={onOpen}>
        {!m.read ? <span className="fold-item__dot" data-testid="inbox-unread" aria-label={t('noticeUnread')} /> : null}
        <span className="fold-item__title">{m.title}</span>
        <span className="fold-item__date">{formatNoticeDate(m.createdAt)}</span>
      </button>
      {open ? (
        <div className="fold-item__body">
          <HtmlContent html={m.content} testId="inbox-body" />
          <div className="inbox__actions">
            <button type="button" className="link-button" data-testid="inbox-delete" onClick={onDelete}>
              <TrashIcon size={16} /> {t('inboxDelete')}
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

/**
 * /m/webEmail (INBOX3): the operator's messages to the member, newest first;
 * opening one reads it, and it can be deleted.
 * Test ids: inbox-list, inbox-item (data-id, data-read), inbox-unread, inbox-body, inbox-delete, inbox-empty.
 */
export function InboxScreen() {
  const { t } = useTranslation('messages');
  const client = useQueryClient();
  const errorText = useErrorText();
  const inbox = useInbox();
  const [language] = useLanguage();
  const [openId, setOpenId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: inboxKeys.all }), invalidateUnread(client)]);

  const open = (id: number, read: boolean) => {
    setOpenId((current) => (current === id ? null : id));
    if (read) return;
    client.setQueryData(inboxQueryOptions(language).queryKey, (old) => old?.map((m) => (m.id === id ? { ...m, read: true } : m)));
    readInboxMessage(id).then(refresh, (error: unknown) => showToast(errorText(error), 'error'));
  };
  const remove = (id: number) => {
    setDeleting(null);
    deleteInboxMessage(id).then(
      () => {
        showToast(t('inboxDeleted'), 'success');
        return refresh();
      },
      (error: unknown) => showToast(errorText(error), 'error'),
    );
  };

  const messages = inbox.data ?? [];
  return (
    <Screen id="webEmail" title={t('routes:webEmail')} className="inbox">
      {inbox.isPending ? <Spinner label={t('loading', { ns: 'common' })} /> : null}
      {inbox.isError ? <p className="card card__muted inbox__note">{errorText(inbox.error)}</p> : null}
      {inbox.isSuccess && messages.length === 0 ? (
        <p className="card card__muted inbox__note" data-testid="inbox-empty">
          {t('inboxEmpty')}
        </p>
      ) : null}
      <ul className="inbox__list" data-testid="inbox-list">
        {messages.map((m) => (
          <InboxItem key={m.id} message={m} open={openId === m.id} onOpen={() => open(m.id, m.read)} onDelete={() => setDeleting(m.id)} />
        ))}
      </ul>
      {deleting !== null ? (
        <ConfirmDialog
          testId="inbox-delete-confirm"
          title={t('inboxDelete')}
          message={t('inboxDeleteConfirm')}
          cancelLabel={t('actions.cancel', { ns: 'common' })}
          confirmLabel={t('inboxDelete')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove(deleting)}
        />
      ) : null}
    </Screen>
  );
}
