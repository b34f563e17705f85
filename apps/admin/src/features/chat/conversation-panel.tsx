import { Link } from 'react-router';
import { Alert, Button, Card, Collapse, List, Popconfirm, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { API, type ChatAgent, type ChatConversation } from '@app/contract';
import { fillPath } from '../../lib/api/api-client';
import { useFormat } from '../../lib/format/use-format';
import { useMe } from '../../lib/session/use-me';
import { MessageList } from './message-list';
import { ReplyBox } from './reply-box';
import { StatusTag } from './status-tag';
import { useChatActions, type ChatActions } from './use-chat-actions';
import { useConsole } from './use-console';
import { useConversationMessages } from './use-conversations';
import { useRows } from './use-rows';

/** Take, hand over, put back, close (chat.reply). Test ids: chat-take, chat-assign, chat-release, chat-close. */
function AssignmentControls({ c, actions }: { c: ChatConversation; actions: ChatActions }) {
  const { t } = useTranslation('chat');
  const { me } = useMe();
  const agents = useRows<ChatAgent>(API.operatorChatAgents).rows ?? [];
  return (
    <Space wrap>
      {c.assignee?.id !== me?.id ? (
        <Button size="small" type="primary" data-testid="chat-take" disabled={!me} onClick={() => me && void actions.assign(c.id, me.id)}>
          {t('take')}
        </Button>
      ) : null}
      <Select<number>
        size="small"
        style={{ minWidth: 180 }}
        placeholder={t('assignTo')}
        value={null as unknown as number}
        data-testid="chat-assign"
        options={agents.filter((a) => a.id !== c.assignee?.id).map((a) => ({ value: a.id, label: `${a.displayName} (${a.username})` }))}
        onChange={(id) => void actions.assign(c.id, id)}
      />
      {c.assignee ? (
        <Button size="small" data-testid="chat-release" onClick={() => void actions.assign(c.id, null)}>
          {t('release')}
        </Button>
      ) : null}
      <Popconfirm title={t('closeConfirm')} onConfirm={() => actions.close(c.id)}>
        <Button size="small" danger data-testid="chat-close">
          {t('close')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/** The player's other conversations, newest first; a click opens one. Test id: chat-history. */
function PlayerHistory({ others, onOpen }: { others: ChatConversation[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation('chat');
  const format = useFormat();
  const list = (
    <List
      size="small"
      dataSource={others}
      locale={{ emptyText: t('historyEmpty') }}
      renderItem={(o) => (
        <List.Item onClick={() => onOpen(o.id)} style={{ cursor: 'pointer' }} extra={<StatusTag status={o.status} />}>
          <Space direction="vertical" size={0}>
            <Typography.Text>{t('startedAt', { at: format.dateTime(o.createdAt) })}</Typography.Text>
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 420 }}>
              {o.lastMessage?.body ?? ''}
            </Typography.Text>
          </Space>
        </List.Item>
      )}
    />
  );
  return (
    <Collapse size="small" data-testid="chat-history" items={[{ key: 'h', label: `${t('history')} (${others.length})`, children: list }]} />
  );
}

/**
 * One conversation: who, its state and assignee, the messages with their times, the answer box and the player's earlier
 * conversations. The pushed state wins over what was read, so every console shows the same. Test id: chat-panel.
 */
export function ConversationPanel({
  id,
  known,
  onOpen,
}: {
  id: number;
  known: ChatConversation | undefined;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('chat');
  const format = useFormat();
  const { can } = useMe();
  const live = useConsole();
  const actions = useChatActions();
  const { messages, loading } = useConversationMessages(id);
  const history = useRows<ChatConversation>(fillPath(API.operatorChatHistory, { id })).rows ?? [];
  const fromHistory = history.find((c) => c.id === id);
  const c = live.conversations.get(id) ?? known ?? fromHistory;
  if (!c) return <Card loading />;
  const canReply = can('chat.reply');
  const others = history.filter((o) => o.id !== id).map((o) => live.conversations.get(o.id) ?? o);
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="chat-panel" data-status={c.status}>
      <Card size="small">
        <Space direction="vertical" size={6} style={{ width: '100%' }}>
          <Space wrap>
            <Typography.Title level={5} style={{ margin: 0 }} data-testid="chat-panel-username">
              {c.username}
            </Typography.Title>
            <StatusTag status={c.status} />
            <Link to={`/players/${c.memberId}`}>{t('openPlayer')}</Link>
          </Space>
          <Typography.Text type="secondary">
            {t('startedAt', { at: format.dateTime(c.createdAt) })} · {t('assignee')}:{' '}
            <span data-testid="chat-assignee">{c.assignee?.name ?? t('nobody')}</span>
          </Typography.Text>
          {canReply && c.status !== 'closed' ? <AssignmentControls c={c} actions={actions} /> : null}
        </Space>
      </Card>
      <MessageList messages={messages} loading={loading} />
      {c.status === 'closed' ? (
        <Alert type="info" showIcon message={t('closedNote', { at: format.dateTime(c.closedAt) })} />
      ) : canReply ? (
        <ReplyBox onSend={(body) => actions.reply(id, body)} pending={actions.pending} />
      ) : null}
      <PlayerHistory others={others} onOpen={onOpen} />
    </Space>
  );
}
