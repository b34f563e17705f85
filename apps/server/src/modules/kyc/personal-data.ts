import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberKyc } from './kyc.tables.js';
import type { MemberKey } from './kyc.repository.js';

/*
 * What the identity check holds about a person, for the LGPD calls (modules/privacy). A processed closure keeps it:
 * the identification of a bettor is evidence the operator keeps for five years (privacy/retention-rules.ts,
 * `identityChecks`). The copy of one's data gives each step's outcome; the images themselves stay in the file store
 * and are named, not embedded.
 */

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The member's verification as the copy of their data shows it; null when they never started one. */
export async function identityCheckOf(db: Db, key: MemberKey) {
  const rows = await db
    .select()
    .from(memberKyc)
    .where(and(eq(memberKyc.merchantId, key.merchantId), eq(memberKyc.memberId, key.memberId)));
  const row = rows[0];
  if (!row) return null;
  return {
    fullName: row.fullName,
    declaredBirthDate: row.declaredBirthDate,
    registry: { status: row.cpfStatus, name: row.registryName, checkedAt: iso(row.cpfCheckedAt) },
    matches: { name: row.nameMatch, birthDate: row.birthdateMatch, adult: row.adult },
    selfie: { result: row.liveness, score: row.livenessScore, at: iso(row.livenessAt), stored: row.selfieFileId !== null },
    document: {
      state: row.documentState,
      kind: row.documentKind,
      rejectionReason: row.documentReason,
      submittedAt: iso(row.documentSubmittedAt),
      decidedAt: iso(row.documentDecidedAt),
      imagesStored: [row.frontFileId, row.backFileId].filter((id) => id !== null).length,
    },
    verifiedAt: iso(row.verifiedAt),
    revoked: row.revokedAt ? { at: iso(row.revokedAt), reason: row.revokedReason } : null,
  };
}
