import { Image, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { API, applicationStatuses, type OperatorApplication } from '@app/contract';
import { fillPath } from '../../lib/api/api-client';
import { useFormat } from '../../lib/format/use-format';
import { DecisionButtons, DecisionQueue, type Deciding } from './decision-queue';
import { useApplicationPicture } from './use-application-picture';

function Picture({ id, n }: { id: number; n: number }) {
  const { t } = useTranslation('promotions');
  const view = useApplicationPicture(id, n);
  if (view.failed) return <Typography.Text type="danger">{t('pictureFailed')}</Typography.Text>;
  return view.url ? <Image src={view.url} width={72} height={72} style={{ objectFit: 'cover' }} alt={t('picture', { n: n + 1 })} /> : null;
}

function applicationColumns(t: TFunction, format: ReturnType<typeof useFormat>, onDecide: (d: Deciding<OperatorApplication>) => void) {
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
          <DecisionButtons kind="application" row={row} onDecide={onDecide} fallback={<Tag>{t('statuses.applying')}</Tag>} />
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
  const format = useFormat();
  return (
    <DecisionQueue<OperatorApplication, OperatorApplication['status']>
      url={API.operatorApplications}
      filterParam="status"
      filters={applicationStatuses}
      initial="applying"
      filterLabel={(s) => t(`statuses.${s}`)}
      columns={(_, onDecide) => applicationColumns(t, format, onDecide)}
      decisionPath={(row) => fillPath(API.operatorApplicationDecision, { id: row.id })}
      decisionBody={(deciding, values) => ({ decision: deciding.decision, reason: values.reason })}
    />
  );
}
