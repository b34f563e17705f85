import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataProvider, useNotification, type BaseRecord, type CrudFilter, type CrudSort } from '@refinedev/core';
import { downloadCsv, toCsv, type CsvColumn } from '../csv/csv';
import type { ListPage } from '../refine/data-provider';
import { collectRows } from './collect-rows';

/** The most rows one file holds: past it the operator narrows the filters (the notice says so). */
export const EXPORT_ROW_CAP = 10_000;

export interface ListExportOptions<T> {
  resource: string;
  /** The list's filters and sort as the table sends them: the file holds what the screen would page through. */
  filters?: CrudFilter[];
  sorters?: CrudSort[];
  columns: readonly CsvColumn<T>[];
  /** The file's name before the date, `operators` → `operators-2026-12-06.csv`. */
  fileName: string;
  pageSize?: number;
  /** Rows already in hand (a report fetched whole, the role matrix): written as they are. */
  rows?: readonly T[];
}

/** A CSV of every row a list's filters match, fetched page by page through the data provider. */
export function useListExport<T extends BaseRecord>(options: ListExportOptions<T>) {
  const { t } = useTranslation();
  const dataProvider = useDataProvider();
  const { open } = useNotification();
  const [progress, setProgress] = useState<number | null>(null);
  const key = `${options.resource}-export`;

  const fetchRows = async () => {
    if (options.rows) return { rows: [...options.rows], capped: false };
    const pageSize = options.pageSize ?? 100;
    const fetchPage = async ({ page, cursor }: { page: number; cursor?: string | number }) =>
      (await dataProvider().getList<T>({
        resource: options.resource,
        filters: options.filters ?? [],
        sorters: options.sorters ?? [],
        pagination: { currentPage: page, pageSize, mode: 'server' },
        meta: { cursor },
      })) as ListPage<T>;
    return collectRows(fetchPage, EXPORT_ROW_CAP, setProgress);
  };

  const run = async () => {
    setProgress(0);
    try {
      const { rows, capped } = await fetchRows();
      downloadCsv(`${options.fileName}-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(rows, options.columns));
      const message = t(capped ? 'exportCsv.capped' : 'exportCsv.done', { count: rows.length });
      open?.({ type: 'success', message, key });
    } catch (error) {
      const description = typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : undefined;
      open?.({ type: 'error', message: t('exportCsv.failed'), description, key });
    } finally {
      setProgress(null);
    }
  };

  return { running: progress !== null, progress: progress ?? 0, run };
}
