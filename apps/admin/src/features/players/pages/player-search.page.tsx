import { List } from '@refinedev/antd';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PLAYER_COUNT_CAP, PLAYER_PAGE_MAX, type PlayerRow } from '@app/contract';
import { useFormat } from '../../../lib/format/use-format';
import { ExportCsvButton } from '../../../lib/list/export-csv-button';
import { KeysetPager } from '../../../lib/list/keyset-pager';
import { useListExport } from '../../../lib/list/use-list-export';
import { playerCsvColumns } from '../api/player-csv';
import { pagerOf } from '../api/use-cursor-trail';
import { usePlayerSearch } from '../api/use-player-search';
import { playerColumns } from '../components/player-columns';
import { PlayerSearchForm } from '../components/player-search-form';
import { playerPath } from '../paths';

/** GET /players: the filter form, the matching players a page at a time, and a CSV of every match. */
export function PlayerSearchPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const search = usePlayerSearch();
  const exporter = useListExport<PlayerRow>({
    resource: 'players',
    filters: search.filters,
    sorters: search.sorters,
    columns: playerCsvColumns(t, format.timeZone),
    fileName: 'players',
    pageSize: PLAYER_PAGE_MAX,
  });
  const summary =
    search.total === undefined
      ? null
      : search.totalCapped
        ? t('players:search.totalCapped', { count: PLAYER_COUNT_CAP, formatted: PLAYER_COUNT_CAP.toLocaleString(i18n.language) })
        : t('players:search.total', { count: search.total });
  return (
    <List
      title={t('refine:players.players')}
      headerButtons={<ExportCsvButton running={exporter.running} progress={exporter.progress} onClick={() => void exporter.run()} />}
    >
      <Card size="small" style={{ marginBottom: 16 }}>
        <PlayerSearchForm formProps={search.searchFormProps} />
      </Card>
      <Table<PlayerRow>
        rowKey="id"
        size="small"
        dataSource={search.rows}
        loading={search.loading}
        columns={playerColumns(t, format, search.sorters)}
        onChange={search.onTableChange}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('common:list.empty') }}
        onRow={(row) => ({ onDoubleClick: () => void navigate(playerPath(row.id)) })}
      />
      <KeysetPager pager={pagerOf(search.paging, search.next, search.loading)} summary={summary} />
    </List>
  );
}
