import type { CrudSort } from '@refinedev/core';
import { getDefaultSortOrder } from '@refinedev/antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import type { PlayerRow } from '@app/contract';
import type { useFormat } from '../../../lib/format/use-format';
import { maskCpf } from '../../../lib/format/cpf';
import { playerPath } from '../paths';
import { PlayerKindTag, PlayerStatusTag } from './player-status-tag';

/** The search's columns; only id, username and registration time sort (the keys the server pages by). */
export function playerColumns(t: TFunction, format: ReturnType<typeof useFormat>, sorters: CrudSort[]): TableColumnsType<PlayerRow> {
  const sortable = (field: 'id' | 'username' | 'registeredAt') => ({
    sorter: true,
    sortOrder: getDefaultSortOrder(field, sorters),
    sortDirections: ['descend', 'ascend'] as Array<'descend' | 'ascend'>,
  });
  return [
    { key: 'id', dataIndex: 'id', title: t('players:fields.id'), width: 80, ...sortable('id') },
    {
      key: 'username',
      dataIndex: 'username',
      title: t('players:fields.username'),
      ...sortable('username'),
      render: (username: string, row) => <Link to={playerPath(row.id)}>{username}</Link>,
    },
    { key: 'name', dataIndex: 'name', title: t('players:fields.name'), ellipsis: true },
    { key: 'mobile', dataIndex: 'mobile', title: t('players:fields.mobile') },
    { key: 'cpf', dataIndex: 'cpf', title: t('players:fields.cpf'), render: (cpf: string | null) => maskCpf(cpf) },
    { key: 'email', dataIndex: 'email', title: t('players:fields.email'), ellipsis: true },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('players:fields.status'),
      render: (status: PlayerRow['status']) => <PlayerStatusTag status={status} />,
    },
    { key: 'kind', dataIndex: 'kind', title: t('players:fields.kind'), render: (kind: PlayerRow['kind']) => <PlayerKindTag kind={kind} /> },
    { key: 'vipLevel', dataIndex: 'vipLevel', title: t('players:fields.vip'), align: 'right', width: 60 },
    { key: 'upline', dataIndex: 'upline', title: t('players:fields.upline') },
    {
      key: 'registeredAt',
      dataIndex: 'registeredAt',
      title: t('players:fields.registeredAt'),
      ...sortable('registeredAt'),
      render: (at: string) => format.dateTime(at),
    },
    { key: 'cash', dataIndex: 'cash', title: t('players:fields.cash'), align: 'right', render: (cash: string) => format.money(cash) },
  ];
}
