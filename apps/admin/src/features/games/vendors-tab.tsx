import { useState } from 'react';
import { useList } from '@refinedev/core';
import { Alert, App, Card, InputNumber, Switch, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OperatorVendor } from '@app/contract';
import { errorText } from '../../lib/i18n/error-text';
import { GameTypesCard } from './game-types-card';
import { useGameActions } from './use-game-actions';

/** A vendor's order: saved when the field is left or Enter is pressed, and only when it changed. */
function SortCell({ vendor, manage, onSave }: { vendor: OperatorVendor; manage: boolean; onSave: (sort: number) => void }) {
  const [value, setValue] = useState<number | null>(vendor.sort);
  const save = () => {
    if (value !== null && value !== vendor.sort) onSave(value);
  };
  if (!manage) return <>{vendor.sort}</>;
  return (
    <InputNumber
      size="small"
      min={0}
      max={1_000_000}
      precision={0}
      value={value}
      onChange={setValue}
      onBlur={save}
      onPressEnter={save}
      aria-label={vendor.code}
    />
  );
}

/** GET /games/vendors and /games/types: each vendor's switch and menu order, each game type's switch. */
export function VendorsTab({ manage }: { manage: boolean }) {
  const { t } = useTranslation('games');
  const { message } = App.useApp();
  const actions = useGameActions();
  const { result, query } = useList<OperatorVendor>({ resource: 'game-vendors', pagination: { mode: 'off' } });
  const change = async (code: string, patch: { enabled?: boolean; sort?: number }) => {
    try {
      await actions.patchVendor(code, patch);
      void message.success(t('saved'));
    } catch (error) {
      void message.error(errorText(error));
    }
  };
  const columns = [
    { title: t('vendors.code'), dataIndex: 'code' },
    { title: t('vendors.name'), dataIndex: 'name' },
    { title: t('columns.games'), dataIndex: 'games', align: 'right' as const },
    { title: t('columns.enabledGames'), dataIndex: 'enabledGames', align: 'right' as const },
    {
      title: t('columns.sort'),
      render: (_: unknown, v: OperatorVendor) => (
        <SortCell key={`${v.code}:${v.sort}`} vendor={v} manage={manage} onSave={(sort) => void change(v.code, { sort })} />
      ),
    },
    {
      title: t('columns.enabled'),
      render: (_: unknown, v: OperatorVendor) => (
        <Switch
          size="small"
          checked={v.enabled}
          disabled={!manage}
          aria-label={`${t('columns.enabled')} ${v.code}`}
          onChange={(enabled) => void change(v.code, { enabled })}
        />
      ),
    },
  ];
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '3fr 2fr', gap: 16, alignItems: 'start' }}>
      <Card size="small" title={t('vendors.title')}>
        <Typography.Paragraph type="secondary">{t('vendors.help')}</Typography.Paragraph>
        {query.isError && <Alert type="error" showIcon message={query.error.message} />}
        <Table<OperatorVendor>
          dataSource={result.data}
          loading={query.isLoading}
          rowKey="code"
          size="small"
          pagination={false}
          columns={columns}
          data-testid="vendors-table"
        />
      </Card>
      <GameTypesCard manage={manage} actions={actions} />
    </div>
  );
}
