import type { Readable } from 'node:stream';
import {
  addMerchantDays,
  merchantDayStart,
  REGULATOR_MANIFEST_NAME,
  requires,
  type RegulatorDownloadParams,
  type RegulatorFileSet,
  type RegulatorFilesQuery,
} from '@app/contract';
import { AppError } from '../../http/app-error.js';
import { merchantJurisdiction } from '../merchants/jurisdiction.js';
import type { RegulatorDeps, RegulatorMerchant } from './regulator.deps.js';
import { deliverDay } from './regulator-delivery.js';
import { claimDay, runClaimed } from './regulator-runs.js';
import { fileSetView } from './regulator-view.js';
import * as repository from './regulator.repository.js';

/** Whether the merchant's profile requires the daily files (BR does, NONE does not). */
export async function filesRequired(deps: RegulatorDeps, merchantId: number): Promise<boolean> {
  return requires(await merchantJurisdiction(deps.db, merchantId), 'regulator_files');
}

export async function listFileSets(deps: RegulatorDeps, merchantId: number, query: RegulatorFilesQuery) {
  const { rows, total } = await repository.listSets(deps.db, merchantId, query);
  const submissions = await repository.submissionsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return { list: rows.map((row) => fileSetView(row, submissions)), total };
}

export async function fileSet(deps: RegulatorDeps, merchantId: number, day: string): Promise<RegulatorFileSet> {
  const set = await repository.findSet(deps.db, merchantId, day);
  if (!set) throw new AppError('regulator.files.not.found');
  return fileSetView(set, await repository.submissionsOf(deps.db, [set.id]));
}

/** Writes a day's files and delivers them unless delivery is manual. */
export async function produceDay(deps: RegulatorDeps, merchant: RegulatorMerchant, run: NonNullable<Awaited<ReturnType<typeof claimDay>>>) {
  const result = await runClaimed(deps, merchant, run);
  if (result === 'generated' && deps.submitter.sends) await deliverDay(deps, merchant, run.set.day);
  return result;
}

/**
 * An operator's "regenerate": the day must have ended and the profile require the files; the claim is taken now
 * (409 while another run or a delivery holds the day) and the files are written after the answer.
 */
export async function regenerate(deps: RegulatorDeps, merchant: RegulatorMerchant, day: string): Promise<RegulatorFileSet> {
  if (!(await filesRequired(deps, merchant.id))) throw new AppError('regulator.not.required');
  if (merchantDayStart(addMerchantDays(day, 1)).getTime() > deps.clock()) throw new AppError('regulator.day.not.ended');
  const run = await claimDay(deps, merchant, day, true);
  if (!run) throw new AppError('regulator.files.busy');
  deps.background.run(deps.log, 'regulator regenerate', async () => void (await produceDay(deps, merchant, run)));
  return fileSet(deps, merchant.id, day);
}

/** An operator's "resend": delivers the day's current files now and answers the day with the delivery recorded. */
export async function resend(deps: RegulatorDeps, merchant: RegulatorMerchant, day: string, by: string): Promise<RegulatorFileSet> {
  if (!deps.submitter.sends) throw new AppError('regulator.submission.manual');
  const set = await repository.findSet(deps.db, merchant.id, day);
  if (!set) throw new AppError('regulator.files.not.found');
  if (!set.manifest) throw new AppError('regulator.files.not.generated');
  if ((await deliverDay(deps, merchant, day, by)) === 'busy') throw new AppError('regulator.files.busy');
  return fileSet(deps, merchant.id, day);
}

export interface Download {
  stream: Readable;
  fileName: string;
  contentType: string;
  sha256: string;
  bytes: number;
}

/** One stored file of a day (or its manifest), as written: the bytes whose SHA-256 the manifest (or the row) holds. */
export async function download(deps: RegulatorDeps, merchant: RegulatorMerchant, params: RegulatorDownloadParams): Promise<Download> {
  const set = await repository.findSet(deps.db, merchant.id, params.day);
  if (!set) throw new AppError('regulator.files.not.found');
  if (!set.manifest) throw new AppError('regulator.files.not.generated');
  const file =
    params.file === 'manifest'
      ? {
          key: set.manifest.manifestKey,
          name: REGULATOR_MANIFEST_NAME,
          type: 'application/json',
          sha256: set.manifestSha256!,
          bytes: set.manifestBytes!,
        }
      : set.manifest.files
          .filter((f) => f.kind === params.file)
          .map((f) => ({ key: f.key, name: f.name, type: deps.exporter.contentType(f.kind), sha256: f.sha256, bytes: f.bytes }))[0];
  const stream = file && (await deps.store.get(file.key));
  if (!file || !stream) throw new AppError('regulator.files.not.found');
  return { stream, fileName: `${merchant.code}-${set.day}-${file.name}`, contentType: file.type, sha256: file.sha256, bytes: file.bytes };
}
