import { useState } from 'react';
import { App, Button, Image, Radio, Space, Table, Tag, Typography } from 'antd';
import { CanAccess, useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { API, applicationStatuses, type OperatorApplication } from '@app/contract';
import { fillPath } from '../../lib/api/api-client';
import { useFormat } from '../../lib/format/use-format';
import { DecisionModal, type DecisionValues } from './decision-modal';
import { useApplicationPicture } from './use-application-picture';
import { useOperatorCall } from './use-promotion-calls';

function Picture({ id, n }: { id: number; n: number }) {
  const { t } = useTranslation('promotions');
  const view = useApplicationPicture(id, n);
  if (view.failed) return <Typography.Text type="danger">{t('pictureFailed')}</Typography.Text>;
  return view.url ? <Image src={view.url} width={72} height={72} style={{ objectFit: 'cover' }} alt={t('picture', { n: n + 1 })} /> : null;
}

type Status = OperatorApplication['status'];

type Deciding = { row: OperatorApplication; decision: 'approve' | 'reject' };

function applicationColumns(t: TFunction, format: ReturnType<typeof useFormat>, setDeciding: (d: Deciding) => void) {
  return [
    {
      title: t('member'),
      render: (_: unknown, row: OperatorApplication) => <span data-testid={`application-${row.id}`}>{row.username}</span>,
    },
    { title: t('promotion'), dataIndex: 'promotionCode' },
    { title: t('remarks'), dataIndex: 'remarks', width: 260 },
    {
      title: t('pictures'),
      render: (_: unknown, row: OperatorApplication) => (
        <Image.PreviewGroup>
          <Space>
            {Array.from({ length: row.pictures }, (_, n) => (
              <Picture key={n} id={row.id} n={n} />
            ))}
          </Space>
        </Image.PreviewGroup>
      ),
    },
    { title: t('reward'), render: (_: unknown, row: OperatorApplication) => format.money(row.reward) },
    { title: t('sentAt'), render: (_: unknown, row: OperatorApplication) => format.dateTime(row.createdAt) },
    {
      title: t('decision'),
      render: (_: unknown, row: OperatorApplication) =>
        row.status === 'applying' ? (
          <CanAccess resource="reward-decisions" action="edit" fallback={<Tag>{t('statuses.applying')}</Tag>}>
            <Space>
              <Button
                size="small"
                type="primary"
                onClick={() => setDeciding({ row, decision: 'approve' })}
                data-testid={`approve-${row.id}`}
              >
                {t('approve')}
              </Button>
              <Button size="small" danger onClick={() => setDeciding({ row, decision: 'reject' })} data-testid={`reject-${row.id}`}>
                {t('reject')}
              </Button>
            </Space>
          </CanAccess>
        ) : (
          <span>
            <Tag color={row.status === 'approved' ? 'green' : 'red'}>{t(`statuses.${row.status}`)}</Tag>
            {row.reason}
          </span>
        ),
    },
  ];
}

/** Reward applications with the member's name, remarks and pictures; approve pays the reward, reject says why. */
export function ApplicationsQueue() {
  const { t } = useTranslation('promotions');
  const { message } = App.useApp();
  const format = useFormat();
  const [status, setStatus] = useState<Status>('applying');
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const { query } = useCustom<OperatorApplication[]>({
    url: API.operatorApplications,
    method: 'get',
    config: { query: { status } },
  });
  const { send } = useOperatorCall([]);
  const decide = async (values: DecisionValues) => {
    if (!deciding) return;
    await send(fillPath(API.operatorApplicationDecision, { id: deciding.row.id }), 'post', {
      decision: deciding.decision,
      reason: values.reason,
    });
    void message.success(t(deciding.decision === 'approve' ? 'approved' : 'rejected'));
    await query.refetch();
  };
  const columns = applicationColumns(t, format, setDeciding);
  return (
    <>
      <Radio.Group value={status} onChange={(e) => setStatus(e.target.value as Status)} style={{ marginBottom: 16 }} optionType="button">
        {applicationStatuses.map((s) => (
          <Radio.Button key={s} value={s}>
            {t(`statuses.${s}`)}
          </Radio.Button>
        ))}
      </Radio.Group>
      <Table<OperatorApplication>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={query.data?.data ?? []}
        columns={columns}
        locale={{ emptyText: t('emptyQueue') }}
      />
      <DecisionModal
        open={deciding !== null}
        decision={deciding?.decision ?? 'approve'}
        onClose={() => setDeciding(null)}
        onDecide={decide}
      />
    </>
  );
}
