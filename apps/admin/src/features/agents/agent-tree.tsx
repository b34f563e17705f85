import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Alert, Button, DatePicker, Flex, Form, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AgentNode } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { errorText } from '../../lib/i18n/error-text';
import { AgentNodeActions } from './agent-node-actions';
import { treeRows, type TreeRow } from './agent-tree-rows';
import { useAgentTree, type AgentTreeState } from './use-agent-tree';

interface SearchValues {
  username: string;
  period?: [{ format: (f: string) => string } | null, { format: (f: string) => string } | null] | null;
}

function NodeName({ node }: { node: AgentNode }) {
  const { t } = useTranslation('agents');
  return (
    <Space direction="vertical" size={0}>
      <Space size={4}>
        <Typography.Text strong>{node.username}</Typography.Text>
        <Tag color={node.isAgent ? 'blue' : 'default'}>{node.isAgent ? `${t('agent')} · ${node.type}` : t('member')}</Tag>
        {node.status === 'disabled' && <Tag color="red">{t('disabled')}</Tag>}
      </Space>
      {node.uplines && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {[t('top'), ...node.uplines.map((u) => u.username)].join(' › ')}
        </Typography.Text>
      )}
    </Space>
  );
}

/** Search by username, then open branches one level at a time; each row shows its branch's figures for the period. */
export function AgentTreeView() {
  const { t } = useTranslation('agents');
  const format = useFormat();
  const tree = useAgentTree();
  const [expanded, setExpanded] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const run = (work: Promise<unknown>) => void work.catch((error: unknown) => setFailure(errorText(error)));
  const submit = (values: SearchValues) => {
    setExpanded([]);
    const [from, to] = values.period ?? [null, null];
    run(tree.search({ username: values.username.trim(), startDate: from?.format('YYYY-MM-DD'), endDate: to?.format('YYYY-MM-DD') }));
  };
  const onExpand = (open: boolean, row: TreeRow) => {
    setExpanded((keys) => (open ? [...keys, row.key] : keys.filter((k) => k !== row.key)));
    if (open && row.kind === 'node' && !tree.branches[row.node.id]) run(tree.open(row.node.id));
  };
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('searchHint')}</Typography.Text>
      <Form<SearchValues> layout="inline" onFinish={submit} initialValues={{ username: '' }}>
        <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('search') }]}>
          <Input placeholder={t('search')} aria-label={t('search')} maxLength={20} allowClear style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="period" label={t('period')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={tree.loading}>
          {t('searchButton')}
        </Button>
      </Form>
      {(failure ?? tree.error) ? (
        <Alert type="error" showIcon message={failure ?? errorText(tree.error)} closable onClose={() => setFailure(null)} />
      ) : null}
      {tree.roots && (
        <Table<TreeRow>
          rowKey="key"
          size="small"
          pagination={false}
          dataSource={treeRows(tree)}
          locale={{ emptyText: t('noMatch') }}
          expandable={{ expandedRowKeys: expanded, onExpand, indentSize: 18 }}
          scroll={{ x: 1100 }}
          columns={treeColumns(t, format, tree, run)}
          onRow={(row) => ({ 'data-testid': row.kind === 'node' ? `agent-row-${row.node.username}` : undefined }) as object}
        />
      )}
    </Flex>
  );
}

const node = (render: (n: AgentNode) => ReactNode) => (_: unknown, row: TreeRow) => (row.kind === 'node' ? render(row.node) : null);

function treeColumns(
  t: TFunction<'agents'>,
  format: ReturnType<typeof useFormat>,
  tree: AgentTreeState,
  run: (work: Promise<unknown>) => void,
): TableColumnsType<TreeRow> {
  return [
    {
      title: t('username'),
      key: 'username',
      width: 300,
      render: (_, row) => {
        if (row.kind === 'placeholder') return <Typography.Text type="secondary">…</Typography.Text>;
        if (row.kind === 'more')
          return (
            <Button size="small" onClick={() => run(tree.open(row.parentId, true))}>
              {t('loadMore')}
            </Button>
          );
        return <NodeName node={row.node} />;
      },
    },
    { title: t('teamSize'), key: 'teamSize', align: 'right', render: node((n) => n.teamSize) },
    { title: t('directMembers'), key: 'directMembers', align: 'right', render: node((n) => n.directMembers) },
    { title: t('directAgents'), key: 'directAgents', align: 'right', render: node((n) => n.directAgents) },
    { title: t('active'), key: 'active', align: 'right', render: node((n) => n.active) },
    { title: t('deposits'), key: 'deposits', align: 'right', render: node((n) => format.money(n.deposits)) },
    { title: t('stakes'), key: 'stakes', align: 'right', render: node((n) => format.money(n.stakes)) },
    {
      title: t('rebate'),
      key: 'rebate',
      align: 'right',
      render: node((n) => (n.isAgent ? `${format.language === 'pt' ? n.rates.RNG.replace('.', ',') : n.rates.RNG} %` : '')),
    },
    {
      title: t('actions'),
      key: 'actions',
      width: 230,
      render: node((n) => <AgentNodeActions node={n} onChanged={() => run(tree.reload())} />),
    },
  ];
}
