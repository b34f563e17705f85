import { List } from '@refinedev/antd';
import { Badge, Space, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CannedReplies } from './canned-replies';
import type { ConsoleStatus } from './console-connection';
import { ConversationsView } from './conversations-view';
import { useConsole } from './use-console';

const statusColors: Record<ConsoleStatus, string> = {
  connecting: 'processing',
  open: 'success',
  paused: 'warning',
  offline: 'error',
  denied: 'error',
};

/** The connection's state and the unread total. Test ids: chat-connection (data-status), chat-unread-total. */
function ConnectionState() {
  const { t } = useTranslation('chat');
  const live = useConsole();
  return (
    <Space>
      <Tag color={statusColors[live.status]} data-testid="chat-connection" data-status={live.status}>
        {t(`connection.${live.status}`)}
      </Tag>
      <Badge count={live.unreadTotal} showZero color={live.unreadTotal ? 'red' : 'green'} data-testid="chat-unread-total" />
    </Space>
  );
}

/** Atendimento: the conversations and the canned replies. Test ids of the tabs: chat-tab-<key>. */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const tabs = [
    {
      key: 'conversations',
      label: <span data-testid="chat-tab-conversations">{t('tabs.conversations')}</span>,
      children: <ConversationsView />,
    },
    { key: 'canned', label: <span data-testid="chat-tab-canned">{t('tabs.canned')}</span>, children: <CannedReplies /> },
  ];
  return (
    <List title={t('title')} headerButtons={<ConnectionState />}>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Tabs items={tabs} />
    </List>
  );
}
