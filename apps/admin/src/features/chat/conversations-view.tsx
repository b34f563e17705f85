import { useSearchParams } from 'react-router';
import { Badge, Col, Empty, List, Row, Segmented, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatConversation } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { ConversationPanel } from './conversation-panel';
import { StatusTag } from './status-tag';
import { useConversations, type ConversationFilter } from './use-conversations';

const filters: ConversationFilter[] = ['active', 'closed', 'all'];

/** One row of the list. Test id: chat-conversation-<username> (data-status, data-unread). */
function ConversationRow({ c, selected, onSelect }: { c: ChatConversation; selected: boolean; onSelect: () => void }) {
  const format = useFormat();
  return (
    <List.Item
      onClick={onSelect}
      style={{ cursor: 'pointer', paddingInline: 12, background: selected ? 'rgba(22, 119, 255, 0.08)' : undefined }}
      data-testid={`chat-conversation-${c.username}`}
      data-status={c.status}
      data-unread={c.unreadForOperator}
    >
      <List.Item.Meta
        title={
          <Space size={6} wrap>
            <Badge count={c.unreadForOperator} size="small">
              <Typography.Text strong>{c.username}</Typography.Text>
            </Badge>
            <StatusTag status={c.status} />
            {c.assignee ? <Tag>{c.assignee.name}</Tag> : null}
          </Space>
        }
        description={
          <Space direction="vertical" size={0} style={{ width: '100%' }}>
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 300 }}>
              {c.lastMessage?.body ?? ''}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {format.dateTime(c.lastMessageAt)}
            </Typography.Text>
          </Space>
        }
      />
    </List.Item>
  );
}

/** The list on the left (pushed as it changes), the chosen conversation on the right; `?c=<id>` keeps the choice. */
export function ConversationsView() {
  const { t } = useTranslation('chat');
  const [params, setParams] = useSearchParams();
  const filter = (filters.find((f) => f === params.get('status')) ?? 'active') as ConversationFilter;
  const selectedId = Number(params.get('c')) || null;
  const { list, loading } = useConversations(filter);
  const select = (next: { c?: number; status?: ConversationFilter }) => {
    const merged = new URLSearchParams(params);
    if (next.c !== undefined) merged.set('c', String(next.c));
    if (next.status !== undefined) merged.set('status', next.status);
    setParams(merged, { replace: true });
  };
  return (
    <Row gutter={16}>
      <Col span={9}>
        <Segmented
          block
          value={filter}
          onChange={(value) => select({ status: value as ConversationFilter })}
          options={filters.map((f) => ({ value: f, label: <span data-testid={`chat-filter-${f}`}>{t(`filters.${f}`)}</span> }))}
        />
        <List
          loading={loading}
          dataSource={list}
          locale={{ emptyText: t('empty') }}
          style={{ marginTop: 12, maxHeight: 'calc(100vh - 300px)', overflowY: 'auto' }}
          data-testid="chat-conversations"
          renderItem={(c) => <ConversationRow c={c} selected={c.id === selectedId} onSelect={() => select({ c: c.id })} />}
        />
      </Col>
      <Col span={15}>
        {selectedId ? (
          <ConversationPanel key={selectedId} id={selectedId} known={list.find((c) => c.id === selectedId)} onOpen={(c) => select({ c })} />
        ) : (
          <Empty description={t('pick')} />
        )}
      </Col>
    </Row>
  );
}
