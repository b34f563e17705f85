import { Table, type TableColumnsType } from 'antd';
import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { KeysetPager } from '../../../lib/list/keyset-pager';
import { pagerOf } from '../api/use-cursor-trail';
import { usePlayerHistory } from '../api/use-player-history';

interface Props<Row extends BaseRecord> {
  /** The history's path template (`/wps/operator/players/:id/…`). */
  path: string;
  playerId: number;
  columns: TableColumnsType<Row>;
  rowKey: (row: Row) => string | number;
}

/** A tab of the player's page: one history, newest first, paged by cursor. */
export function HistoryTable<Row extends BaseRecord>({ path, playerId, columns, rowKey }: Props<Row>) {
  const { t } = useTranslation();
  const history = usePlayerHistory<Row>(path, playerId);
  return (
    <>
      <Table<Row>
        size="small"
        rowKey={rowKey}
        dataSource={history.rows}
        columns={columns}
        loading={history.loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('common:list.empty') }}
      />
      <KeysetPager pager={pagerOf(history.paging, history.next, history.loading)} />
    </>
  );
}
