import { useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KycQueue, KycReview } from '@app/contract';
import { formatCpf } from '../../lib/format/cpf';
import { useFormat } from '../../lib/format/use-format';
import { KycReviewPanel } from '../../lib/kyc/kyc-review-panel';

/**
 * One queue, page by page on the server: each row a player with the register's status, the selfie's result and the
 * document; a row opens the review with the files and the decisions. Test id: kyc-queue-<queue>.
 */
export function KycQueueTable({ queue }: { queue: KycQueue }) {
  const { t } = useTranslation('kyc');
  const format = useFormat();
  const { tableProps, tableQuery } = useTable<KycReview, HttpError>({
    resource: 'kyc',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    filters: { permanent: [{ field: 'queue', operator: 'eq', value: queue }] },
  });
  const columns = [
    {
      title: t('member'),
      render: (_: unknown, row: KycReview) => (
        <Link to={`/players/${row.memberId}`} data-testid={`kyc-row-${row.memberId}`}>
          {row.username}
        </Link>
      ),
    },
    { title: t('cpf'), render: (_: unknown, row: KycReview) => formatCpf(row.cpf) },
    {
      title: t('registry'),
      render: (_: unknown, row: KycReview) => (row.registry.status ? <Tag>{t(`statuses.${row.registry.status}`)}</Tag> : t('unknown')),
    },
    { title: t('liveness'), render: (_: unknown, row: KycReview) => t(`livenessStates.${row.liveness.state}`) },
    {
      title: queue === 'alerts' ? t('alertAt') : t('submittedAt'),
      render: (_: unknown, row: KycReview) => format.dateTime(queue === 'alerts' ? row.alertAt : row.document.submittedAt),
    },
  ];
  return (
    <>
      {queue === 'alerts' ? <Typography.Paragraph type="secondary">{t('alertsIntro')}</Typography.Paragraph> : null}
      <Table<KycReview>
        {...tableProps}
        rowKey="memberId"
        size="small"
        columns={columns}
        data-testid={`kyc-queue-${queue}`}
        expandable={{ expandedRowRender: (row) => <KycReviewPanel review={row} onChanged={() => void tableQuery.refetch()} /> }}
        locale={{ emptyText: t('empty') }}
      />
    </>
  );
}
