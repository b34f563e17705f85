import type { TFunction } from 'i18next';
import type { AuditRecord } from '@app/contract';
import type { CsvColumn } from '../../lib/csv/csv';
import { csvDateTime } from '../../lib/format/time';

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** Every field of a row, the bodies as one-line JSON and the hashes kept: the file can be checked against the chain. */
export function auditCsvColumns(t: TFunction, timeZone: string): CsvColumn<AuditRecord>[] {
  return [
    { header: t('audit:seq'), value: (r) => r.seq },
    { header: t('audit:at'), value: (r) => csvDateTime(r.at, timeZone) },
    { header: t('audit:actorKind'), value: (r) => r.actor.kind },
    { header: `${t('audit:actor')} id`, value: (r) => r.actor.id },
    { header: t('audit:actor'), value: (r) => r.actor.name },
    { header: t('audit:ip'), value: (r) => r.ip },
    { header: t('audit:action'), value: (r) => r.action },
    { header: t('audit:objectType'), value: (r) => r.objectType },
    { header: t('audit:objectId'), value: (r) => r.objectId },
    { header: t('audit:before'), value: (r) => json(r.before) },
    { header: t('audit:after'), value: (r) => json(r.after) },
    { header: t('audit:requestId'), value: (r) => r.requestId },
    { header: t('audit:prevHash'), value: (r) => r.prevHash },
    { header: t('audit:hash'), value: (r) => r.hash },
  ];
}
