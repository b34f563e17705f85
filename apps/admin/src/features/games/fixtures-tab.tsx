import { useState } from 'react';
import { useList } from '@refinedev/core';
import { Alert, App, Button, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SPORT_FIXTURE_STATUSES, type SportFixture, type SportFixtureStatus } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { errorText } from '../../lib/i18n/error-text';
import { FixtureCreateModal } from './fixture-create-modal';
import { FixtureOddsModal, FixtureResultModal } from './fixture-modals';
import { useGameActions, type GameActions } from './use-game-actions';

const STATUS_COLORS: Record<SportFixtureStatus, string> = { scheduled: 'blue', live: 'orange', finished: 'green', cancelled: 'default' };
const isOpen = (f: SportFixture) => f.status === 'scheduled' || f.status === 'live';

interface RowActions {
  t: TFunction;
  actions: GameActions;
  onOdds: (f: SportFixture) => void;
  onResult: (f: SportFixture) => void;
  onVoid: (f: SportFixture) => void;
}

function FixtureActions({ fixture, t, onOdds, onResult, onVoid }: RowActions & { fixture: SportFixture }) {
  if (!isOpen(fixture)) return null;
  return (
    <Space size={4}>
      {fixture.status === 'scheduled' && (
        <Button size="small" onClick={() => onOdds(fixture)}>
          {t('fixtures.editOdds')}
        </Button>
      )}
      <Button size="small" type="primary" onClick={() => onResult(fixture)}>
        {t('fixtures.enterResult')}
      </Button>
      <Popconfirm title={t('fixtures.voidConfirm')} okText={t('fixtures.void')} cancelText={t('cancel')} onConfirm={() => onVoid(fixture)}>
        <Button size="small" danger>
          {t('fixtures.void')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

function columns(t: TFunction, format: ReturnType<typeof useFormat>, row: RowActions | null) {
  return [
    {
      title: t('fixtures.match'),
      render: (_: unknown, f: SportFixture) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>
            {f.homeTeam} × {f.awayTeam}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {f.leagueName} · {f.sport}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('fixtures.startsAt'), dataIndex: 'startsAt', render: (at: string) => format.dateTime(at) },
    { title: t('fixtures.odds'), render: (_: unknown, f: SportFixture) => [f.homeOdds, f.drawOdds ?? '—', f.awayOdds].join(' · ') },
    {
      title: t('fixtures.status'),
      render: (_: unknown, f: SportFixture) => (
        <Space size={4}>
          <Tag color={STATUS_COLORS[f.status]}>{t(`fixtures.statuses.${f.status}`)}</Tag>
          {f.result && <Tag>{t(`fixtures.picks.${f.result}`)}</Tag>}
        </Space>
      ),
    },
    ...(row ? [{ title: t('columns.actions'), render: (_: unknown, f: SportFixture) => <FixtureActions fixture={f} {...row} /> }] : []),
  ];
}

/** GET /games/fixtures: the in-house book's fixtures (open ones first); new fixture, odds, result and void. */
export function FixturesTab({ manage }: { manage: boolean }) {
  const { t } = useTranslation('games');
  const format = useFormat();
  const { message } = App.useApp();
  const actions = useGameActions();
  const [status, setStatus] = useState<SportFixtureStatus | 'all'>('all');
  const [creating, setCreating] = useState(false);
  const [odds, setOdds] = useState<SportFixture | null>(null);
  const [result, setResult] = useState<SportFixture | null>(null);
  const { result: list, query } = useList<SportFixture>({
    resource: 'game-fixtures',
    pagination: { mode: 'off' },
    filters: status === 'all' ? [] : [{ field: 'status', operator: 'eq', value: status }],
  });
  const voidOne = async (fixture: SportFixture) => {
    try {
      await actions.voidFixture(fixture.id);
      void message.success(t('fixtures.voided'));
    } catch (error) {
      void message.error(errorText(error));
    }
  };
  const row = manage ? { t, actions, onOdds: setOdds, onResult: setResult, onVoid: (f: SportFixture) => void voidOne(f) } : null;
  const options = [
    { value: 'all', label: t('all') },
    ...SPORT_FIXTURE_STATUSES.map((s) => ({ value: s, label: t(`fixtures.statuses.${s}`) })),
  ];
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('fixtures.intro')}
      </Typography.Paragraph>
      <Space>
        <Segmented options={options} value={status} onChange={(value) => setStatus(value as SportFixtureStatus | 'all')} />
        <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
          {t('fixtures.refresh')}
        </Button>
        {manage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="fixture-create">
            {t('fixtures.create')}
          </Button>
        )}
      </Space>
      {query.isError && <Alert type="error" showIcon message={query.error.message} />}
      <Table<SportFixture>
        dataSource={list.data}
        loading={query.isFetching}
        rowKey="id"
        size="small"
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={columns(t, format, row)}
        locale={{ emptyText: t('common:list.empty') }}
        data-testid="fixtures-table"
      />
      <FixtureCreateModal open={creating} onClose={() => setCreating(false)} actions={actions} />
      <FixtureOddsModal fixture={odds} onClose={() => setOdds(null)} actions={actions} />
      <FixtureResultModal fixture={result} onClose={() => setResult(null)} actions={actions} />
    </Space>
  );
}
