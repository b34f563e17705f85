import { useState } from 'react';
import { useTable } from '@refinedev/antd';
import { useList, type HttpError } from '@refinedev/core';
import { App, Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OperatorGame, OperatorVendor } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { errorText } from '../../lib/i18n/error-text';
import { catalogueColumns } from './catalogue-columns';
import { CatalogueFilterForm } from './catalogue-filter-form';
import { catalogueFilters, type CatalogueFilterValues } from './catalogue-filters';
import { GameEditModal } from './game-edit-modal';
import { useGameActions } from './use-game-actions';

/** GET /games: the whole catalogue, on and off, searched and filtered on the server, with its switches. */
export function CatalogueTab({ manage }: { manage: boolean }) {
  const { t } = useTranslation('games');
  const format = useFormat();
  const { message } = App.useApp();
  const actions = useGameActions();
  const [editing, setEditing] = useState<OperatorGame | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const { tableProps, searchFormProps } = useTable<OperatorGame, HttpError, CatalogueFilterValues>({
    resource: 'games',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    sorters: { mode: 'off' },
    filters: { defaultBehavior: 'replace' },
    onSearch: catalogueFilters,
  });
  const vendors = useList<OperatorVendor>({ resource: 'game-vendors', pagination: { mode: 'off' } });
  const toggle = async (game: OperatorGame, enabled: boolean) => {
    setBusyId(game.id);
    try {
      await actions.patchGame(game.id, { enabled });
      void message.success(t('saved'));
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setBusyId(null);
    }
  };
  return (
    <>
      <Card size="small" style={{ marginBottom: 16 }}>
        <CatalogueFilterForm formProps={searchFormProps} vendors={vendors.result.data ?? []} />
      </Card>
      <Table<OperatorGame>
        {...tableProps}
        rowKey="id"
        size="small"
        data-testid="games-table"
        columns={catalogueColumns({ t, format, manage, busyId, onToggle: (g, on) => void toggle(g, on), onEdit: setEditing })}
        locale={{ emptyText: t('common:list.empty') }}
      />
      <GameEditModal game={editing} onClose={() => setEditing(null)} actions={actions} />
    </>
  );
}
