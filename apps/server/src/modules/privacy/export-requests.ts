import type { Readable } from 'node:stream';
import { PRIVACY_EXPORT_INTERVAL_MS, type PrivacyOverview } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import { claimExport, runExport } from './export-runs.js';
import type { MemberKey, PrivacyDeps } from './privacy.deps.js';
import { downloadable, memberRequestView } from './privacy-view.js';
import * as repo from './privacy.repository.js';

/** The requests a player's page lists (the newest; older ones stay in the back office). */
const LISTED = 20;

/** The member's requests, newest first, and when they may ask for the next copy (null: now). */
export async function overview(deps: PrivacyDeps, key: MemberKey): Promise<PrivacyOverview> {
  const now = deps.clock();
  const [rows, last] = await Promise.all([repo.memberRequests(deps.db, key, LISTED), repo.lastExportAt(deps.db, key)]);
  const next = last ? last.getTime() + PRIVACY_EXPORT_INTERVAL_MS : 0;
  return {
    requests: rows.map((row) => memberRequestView(row, now)),
    nextExportAt: next > now ? new Date(next).toISOString() : null,
  };
}

/**
 * Records the member's request for a copy of their data, at most one a day (decided under the member's lock, so two
 * taps cannot both pass), and starts writing it right after the answer; the job writes it if this process cannot.
 */
export async function requestExport(deps: PrivacyDeps, key: MemberKey): Promise<void> {
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    await repo.lockMember(tx, key);
    const last = await repo.lastExportAt(tx, key);
    if (last && last.getTime() + PRIVACY_EXPORT_INTERVAL_MS > now) {
      throw new AppError('privacy.export.too.soon', { retryAt: new Date(last.getTime() + PRIVACY_EXPORT_INTERVAL_MS).toISOString() });
    }
    return repo.insertRequest(tx, { ...key, kind: 'export', status: 'pending', requestedAt: new Date(now) });
  });
  deps.background.run(deps.log, 'privacy export', async () => {
    const claimed = await claimExport(deps, row.id);
    if (claimed) await runExport(deps, claimed);
  });
}

export interface ExportDownload {
  stream: Readable;
  fileName: string;
  bytes: number;
  sha256: string;
}

/**
 * The member's own copy, while it can be downloaded. Another member's request is not found, like one that does not
 * exist: the id alone opens nothing.
 */
export async function download(deps: PrivacyDeps, key: MemberKey, id: number): Promise<ExportDownload> {
  const row = await repo.findMemberRequest(deps.db, key, id);
  if (!row || row.kind !== 'export' || row.status === 'failed') throw new AppError('privacy.export.not.found');
  if (row.status !== 'done') throw new AppError('privacy.export.not.ready');
  if (!downloadable(row, deps.clock()) || !row.fileKey) throw new AppError('privacy.export.expired');
  const stream = await deps.store.get(row.fileKey);
  if (!stream) throw new AppError('privacy.export.expired');
  const day = row.completedAt?.toISOString().slice(0, 10) ?? '';
  return { stream, fileName: `personal-data-${day}.json`, bytes: row.bytes ?? 0, sha256: row.sha256 ?? '' };
}
