import type { RegulatorFileSet } from '@app/contract';
import type { FileSetRow, SubmissionRow } from './regulator.repository.js';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A day as the back office lists it: the files without their store keys, and the deliveries newest first. */
export function fileSetView(set: FileSetRow, submissions: readonly SubmissionRow[]): RegulatorFileSet {
  return {
    day: set.day,
    format: set.format,
    status: set.status,
    attempts: set.attempts,
    error: set.error,
    generation: set.generation,
    generatedAt: iso(set.generatedAt),
    manifestSha256: set.manifestSha256,
    manifestBytes: set.manifestBytes,
    files: (set.manifest?.files ?? []).map(({ kind, name, rows, bytes, sha256, totals }) => ({ kind, name, rows, bytes, sha256, totals })),
    delivery: set.delivery,
    submissions: submissions
      .filter((s) => s.fileSetId === set.id)
      .map((s) => ({
        id: s.id,
        at: s.at.toISOString(),
        adapter: s.adapter,
        result: s.result,
        receipt: s.receipt,
        error: s.error,
        by: s.requestedBy,
        manifestSha256: s.manifestSha256,
      })),
  };
}
