import type { TFunction } from 'i18next';
import type { PlayerRow } from '@app/contract';
import type { CsvColumn } from '../../../lib/csv/csv';
import { plainMoney } from '../../../lib/format/money';
import { csvDateTime } from '../../../lib/format/time';
import { maskCpf } from '../../../lib/format/cpf';

/** The search's columns in a file: times with their offset, amounts as plain decimals, the CPF masked as on screen. */
export function playerCsvColumns(t: TFunction, timeZone: string): CsvColumn<PlayerRow>[] {
  return [
    { header: t('players:fields.id'), value: (r) => r.id },
    { header: t('players:fields.username'), value: (r) => r.username },
    { header: t('players:fields.name'), value: (r) => r.name },
    { header: t('players:fields.mobile'), value: (r) => r.mobile },
    { header: t('players:fields.cpf'), value: (r) => maskCpf(r.cpf) },
    { header: t('players:fields.email'), value: (r) => r.email },
    { header: t('players:fields.status'), value: (r) => t(`players:status.${r.status}`) },
    { header: t('players:fields.kind'), value: (r) => t(`players:kind.${r.kind}`) },
    { header: t('players:fields.vipLevel'), value: (r) => r.vipLevel },
    { header: t('players:fields.upline'), value: (r) => r.upline },
    { header: t('players:fields.registeredAt'), value: (r) => csvDateTime(r.registeredAt, timeZone) },
    { header: t('players:fields.lastLoginAt'), value: (r) => csvDateTime(r.lastLoginAt, timeZone) },
    { header: t('players:fields.currency'), value: (r) => r.currency },
    { header: t('players:fields.cash'), value: (r) => plainMoney(r.cash) },
  ];
}
