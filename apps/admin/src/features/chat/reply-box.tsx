import { useState, type KeyboardEvent } from 'react';
import { Button, Input, Select, Space } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { API, CHAT_MESSAGE_MAX, type ChatCanned } from '@app/contract';
import { useRows } from './use-rows';

/**
 * The answer: typed, or started from a canned reply (pt and en, grouped), then edited. Enter sends, Shift+Enter breaks
 * the line. Test ids: chat-reply-input, chat-reply-send, chat-canned-pick.
 */
export function ReplyBox({ onSend, pending }: { onSend: (body: string) => Promise<unknown>; pending: boolean }) {
  const { t } = useTranslation('chat');
  const [draft, setDraft] = useState('');
  const canned = useRows<ChatCanned>(API.operatorChatCanned).rows ?? [];
  const groups = (['pt', 'en'] as const)
    .map((language) => ({
      label: t(`cannedList.languages.${language}`),
      options: canned.filter((c) => c.language === language).map((c) => ({ value: c.id, label: c.title })),
    }))
    .filter((g) => g.options.length > 0);
  const send = async () => {
    const body = draft.trim();
    if (!body || pending) return;
    const sent = await onSend(body);
    if (sent) setDraft('');
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  };
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Select<number>
        size="small"
        style={{ minWidth: 260 }}
        placeholder={t('canned')}
        value={null as unknown as number}
        options={groups}
        data-testid="chat-canned-pick"
        onChange={(id) => setDraft(canned.find((c) => c.id === id)?.body ?? '')}
      />
      <Space.Compact style={{ width: '100%' }}>
        <Input.TextArea
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKey}
          maxLength={CHAT_MESSAGE_MAX}
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={t('replyPlaceholder')}
          data-testid="chat-reply-input"
        />
        <Button type="primary" icon={<SendOutlined />} loading={pending} onClick={() => void send()} data-testid="chat-reply-send">
          {t('send')}
        </Button>
      </Space.Compact>
    </Space>
  );
}
