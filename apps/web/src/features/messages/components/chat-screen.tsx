import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '@app/contract';
import { SendIcon } from '../../../components/ui/icons/message-icons';
import { Screen } from '../../../components/ui/screen';
import { TitleBar } from '../../../components/ui/title-bar';
import { registerMessagesTexts } from '../../../lib/messages/messages-texts';
import { useLanguage } from '../../../lib/preferences/use-language';
import { useBackAction } from '../../../lib/routing/use-back-action';
import { formatDateTime } from '../../../lib/wallet/format-time';
import { useChatSocket, type ChatLine } from './use-chat-socket';
import './chat.css';

registerMessagesTexts();

/** One message: who wrote it and when (the device's time zone), then the text. */
function ChatLineItem({ line, language }: { line: ChatLine; language: string }) {
  const { t } = useTranslation('messages');
  return (
    <div className={`chat__line chat__line--${line.from}`} data-testid="chat-line" data-from={line.from}>
      <span className="chat__who">
        {line.from === 'member' ? t('chatYou') : t('chatAgent')} ·{' '}
        <time dateTime={line.createdAt} data-testid="chat-line-time">
          {formatDateTime(line.createdAt, language)}
        </time>
      </span>
      <p className="chat__bubble">{line.body}</p>
    </div>
  );
}

/**
 * /m/chat?ticket= (CBS3): the built-in live chat with the operator over a
 * WebSocket; each line shows who wrote it and when. Test ids: chat-screen-state
 * (data-state), chat-lines, chat-line (data-from), chat-line-time, chat-input,
 * chat-send, chat-error.
 */
export function ChatScreen() {
  const { t } = useTranslation('messages');
  const [language] = useLanguage();
  const [params] = useSearchParams();
  const [firstTicket] = useState(() => params.get('ticket'));
  const onBack = useBackAction('history');
  const chat = useChatSocket(firstTicket, language);
  const [draft, setDraft] = useState('');
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The ticket is single use: it leaves the address bar (and the history) once read.
    if (params.has('ticket')) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [params]);
  useEffect(() => {
    // Braces: newer Chromium returns a promise from scrollIntoView, which React would take for a cleanup.
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [chat.lines.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = draft.trim();
    if (body && chat.send(body)) setDraft('');
  };

  return (
    <Screen id="chat" title={t('routes:chat')} className="chat">
      <TitleBar title={t('chatTitle')} onBack={onBack} backLabel={t('actions.back', { ns: 'common' })} />
      <p className={`chat__state chat__state--${chat.state}`} data-testid="chat-screen-state" data-state={chat.state} role="status">
        {chat.state === 'connecting' ? t('chatConnecting') : chat.state === 'offline' ? t('chatOffline') : ''}
      </p>
      <div className="chat__lines" data-testid="chat-lines" aria-live="polite">
        {chat.lines.length === 0 && chat.state === 'open' ? <p className="chat__empty">{t('chatEmpty')}</p> : null}
        {chat.lines.map((line) => (
          <ChatLineItem key={line.id} line={line} language={language} />
        ))}
        <div ref={endRef} />
      </div>
      {chat.error ? (
        <p className="chat__error" data-testid="chat-error" role="alert">
          {chat.error}
        </p>
      ) : null}
      <form className="chat__form" onSubmit={submit}>
        <input
          className="chat__input"
          data-testid="chat-input"
          value={draft}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={t('chatPlaceholder')}
          aria-label={t('chatPlaceholder')}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button
          type="submit"
          className="btn btn--primary chat__send"
          data-testid="chat-send"
          disabled={chat.state !== 'open' || draft.trim() === ''}
          aria-label={t('chatSend')}
        >
          <SendIcon size={18} />
        </button>
      </form>
    </Screen>
  );
}
