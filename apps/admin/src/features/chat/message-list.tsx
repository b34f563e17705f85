import { useEffect, useRef } from 'react';
import { Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';

const box = {
  height: 'calc(100vh - 520px)',
  minHeight: 220,
  overflowY: 'auto',
  padding: 12,
  background: '#f5f7fa',
  borderRadius: 8,
} as const;

/** The messages oldest first, each with who wrote it and when. Test ids: chat-messages, chat-message (data-from), chat-message-time. */
export function MessageList({ messages, loading }: { messages: ChatMessage[]; loading: boolean }) {
  const { t } = useTranslation('chat');
  const format = useFormat();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);
  if (loading) return <Spin />;
  return (
    <div style={box} data-testid="chat-messages">
      {messages.length === 0 ? <Empty description={t('noMessages')} /> : null}
      {messages.map((m) => {
        const mine = m.from === 'operator';
        return (
          <div
            key={m.id}
            data-testid="chat-message"
            data-from={m.from}
            style={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', marginBottom: 10 }}
          >
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {mine ? t('you') : t('player')} ·{' '}
              <time dateTime={m.createdAt} data-testid="chat-message-time">
                {format.dateTime(m.createdAt)}
              </time>
            </Typography.Text>
            <div
              style={{
                maxWidth: '75%',
                padding: '8px 12px',
                borderRadius: 12,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                background: mine ? '#1677ff' : '#fff',
                color: mine ? '#fff' : 'inherit',
                border: mine ? 'none' : '1px solid #e5e7eb',
              }}
            >
              {m.body}
            </div>
          </div>
        );
      })}
      <div ref={end} />
    </div>
  );
}
