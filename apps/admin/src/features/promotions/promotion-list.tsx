import { App, Button, Switch, Table, Tag } from 'antd';
import { CanAccess, useCustom } from '@refinedev/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { API, type OperatorPromotionView, type PromotionState } from '@app/contract';
import { fillPath } from '../../lib/api/api-client';
import { useFormat } from '../../lib/format/use-format';
import { errorText } from '../../lib/i18n/error-text';
import { PROMOTIONS_PATH } from './paths';
import { useOperatorCall } from './use-promotion-calls';

const STATE_COLOURS: Record<PromotionState, string> = { running: 'green', scheduled: 'blue', ended: 'default', disabled: 'red' };

function listColumns(
  t: TFunction,
  format: ReturnType<typeof useFormat>,
  { toggle, pending }: { toggle: (row: OperatorPromotionView, enabled: boolean) => Promise<void>; pending: boolean },
) {
  const when = (value: string | null, fallback: string) => (value ? format.dateTime(value) : fallback);
  return [
    {
      title: t('code'),
      render: (_: unknown, row: OperatorPromotionView) => (
        <Link to={`${PROMOTIONS_PATH}/${row.id}`} data-testid={`promotion-row-${row.code}`}>
          {row.code}
        </Link>
      ),
    },
    { title: t('kind'), render: (_: unknown, row: OperatorPromotionView) => t(`kinds.${row.kind}`) },
    { title: t('category'), render: (_: unknown, row: OperatorPromotionView) => t(`categories.${row.category}`, row.category) },
    {
      title: t('state'),
      render: (_: unknown, row: OperatorPromotionView) => (
        <Tag color={STATE_COLOURS[row.state]} data-testid={`promotion-state-${row.code}`}>
          {t(`states.${row.state}`)}
        </Tag>
      ),
    },
    { title: t('startsAt'), render: (_: unknown, row: OperatorPromotionView) => when(row.startsAt, t('startsNow')) },
    { title: t('endsAt'), render: (_: unknown, row: OperatorPromotionView) => when(row.endsAt, t('noEnd')) },
    {
      title: t('enabled'),
      render: (_: unknown, row: OperatorPromotionView) => (
        <CanAccess resource="promotions" action="edit" fallback={row.enabled ? t('yes') : t('no')}>
          <Switch
            checked={row.enabled}
            loading={pending}
            onChange={(on) => void toggle(row, on)}
            data-testid={`promotion-switch-${row.code}`}
          />
        </CanAccess>
      ),
    },
  ];
}

/** Every promotion of the merchant with where it stands for players; a switch enables or disables one at once. */
export function PromotionList() {
  const { t } = useTranslation('promotions');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const format = useFormat();
  const { query } = useCustom<OperatorPromotionView[]>({ url: API.operatorPromotions, method: 'get' });
  const { send, pending } = useOperatorCall(['promotions']);
  const toggle = async (row: OperatorPromotionView, enabled: boolean) => {
    try {
      await send(fillPath(API.operatorPromotionStatus, { id: row.id }), 'post', { enabled });
      void message.success(enabled ? t('enabledNow') : t('disabledNow'));
      await query.refetch();
    } catch (error) {
      void message.error(errorText(error));
    }
  };
  const columns = listColumns(t, format, { toggle, pending });
  return (
    <>
      <CanAccess resource="promotions" action="create">
        <Button
          type="primary"
          onClick={() => void navigate(`${PROMOTIONS_PATH}/new`)}
          style={{ marginBottom: 16 }}
          data-testid="promotion-new"
        >
          {t('new')}
        </Button>
      </CanAccess>
      <Table<OperatorPromotionView>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={query.data?.data ?? []}
        columns={columns}
        pagination={{ pageSize: 20 }}
        data-testid="promotion-list"
        locale={{ emptyText: t('empty') }}
      />
    </>
  );
}
