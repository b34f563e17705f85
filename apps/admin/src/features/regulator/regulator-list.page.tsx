import { List, useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Table, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RegulatorDeliveryStatus, RegulatorFileSet, RegulatorSetStatus } from '@app/contract';
import { formatDay } from '../../lib/format/time';
import { useFormat } from '../../lib/format/use-format';
import { RegulatorActions } from './regulator-actions';
import { RegulatorFilesCell, RegulatorManifestCell } from './regulator-files-cell';
import { RegulatorSubmissions } from './regulator-submissions';

const statusColors: Record<RegulatorSetStatus, string> = { pending: 'default', running: 'processing', generated: 'green', failed: 'red' };
const deliveryColors: Record<RegulatorDeliveryStatus, string> = { pending: 'gold', accepted: 'green', failed: 'red', manual: 'default' };

function columns(t: TFunction, language: ReturnType<typeof useFormat>['language']) {
  return [
    { title: t('day'), dataIndex: 'day', render: (day: string) => formatDay(day, language) },
    {
      title: t('status'),
      render: (_: unknown, set: RegulatorFileSet) => (
        <Tooltip title={set.error ?? t('attempts', { count: set.attempts })}>
          <Tag color={statusColors[set.status]}>{t(`statuses.${set.status}`)}</Tag>
        </Tooltip>
      ),
    },
    { title: t('files'), render: (_: unknown, set: RegulatorFileSet) => <RegulatorFilesCell set={set} /> },
    { title: t('manifest'), render: (_: unknown, set: RegulatorFileSet) => <RegulatorManifestCell set={set} /> },
    {
      title: t('delivery'),
      render: (_: unknown, set: RegulatorFileSet) => (
        <Tag color={deliveryColors[set.delivery]}>
          {t(`deliveries.${set.delivery}`)} · {set.submissions.length}
        </Tag>
      ),
    },
    { title: '', render: (_: unknown, set: RegulatorFileSet) => <RegulatorActions set={set} /> },
  ];
}

/** GET /regulator/files: each merchant day's files, newest first, with downloads, deliveries, resend and regenerate. */
export function RegulatorListPage() {
  const { t } = useTranslation('regulator');
  const { language } = useFormat();
  const { tableProps } = useTable<RegulatorFileSet, HttpError>({
    resource: 'regulator',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
  });
  return (
    <List title={t('title')}>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Table<RegulatorFileSet>
        {...tableProps}
        rowKey="day"
        size="small"
        columns={columns(t, language)}
        expandable={{ expandedRowRender: (set) => <RegulatorSubmissions submissions={set.submissions} /> }}
        locale={{ emptyText: t('common:list.empty') }}
      />
    </List>
  );
}
