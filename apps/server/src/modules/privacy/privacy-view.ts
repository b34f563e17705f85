import type { BackofficePrivacyRequest, PrivacyRequest } from '@app/contract';
import type { PrivacyRequestRow } from './privacy.repository.js';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** Whether an export's file can be downloaded at `now`. */
export const downloadable = (row: PrivacyRequestRow, now: number) =>
  row.kind === 'export' && row.status === 'done' && !row.fileDeletedAt && row.expiresAt !== null && row.expiresAt.getTime() > now;

/** A request as its player reads it: no lease, token, error or operator. */
export function memberRequestView(row: PrivacyRequestRow, now: number): PrivacyRequest {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    completedAt: iso(row.completedAt),
    expiresAt: row.kind === 'export' ? iso(row.expiresAt) : null,
    bytes: row.bytes,
    downloadable: downloadable(row, now),
    refusalReason: row.refusalReason,
  };
}

/** A request as the back office lists it, with the member's username now. */
export function backofficeRequestView(row: PrivacyRequestRow, username: string | null): BackofficePrivacyRequest {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    memberId: row.memberId,
    username,
    requestedAt: row.requestedAt.toISOString(),
    completedAt: iso(row.completedAt),
    expiresAt: iso(row.expiresAt),
    bytes: row.bytes,
    attempts: row.attempts,
    error: row.error,
    reason: row.reason,
    refusalReason: row.refusalReason,
    decidedBy: row.decidedBy,
    retainUntil: row.retainUntil,
  };
}
