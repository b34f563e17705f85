import type { ProtectionStatus, RestrictionKind } from '@app/contract';
import type { ServiceDeps } from '../../infra/deps.js';
import * as repo from './protection.repository.js';
import type { MemberKey } from './protection.repository.js';

/**
 * What the operator's duties put on an account, apart from the player's own choices (issue 30): a verified identity
 * (KYC) and a restriction (a barred person). The bet's statement (sql/protection-moves.sql) and checkDeposit read both
 * from member_protection, so a change here applies to the next bet on every process. Each call takes `deps.db` as
 * given: pass the caller's transaction to change the account together with the caller's own rows.
 */

/** Marks the identity verified at `at`, or no longer verified (null: the operator revoked it). */
export async function markIdentityVerified(deps: ServiceDeps, key: MemberKey, at: Date | null): Promise<void> {
  await repo.lockOrCreate(deps.db, key);
  await repo.update(deps.db, key, { identityVerifiedAt: at, updatedAt: new Date(deps.clock()) });
}

export interface Restriction {
  kind: RestrictionKind;
  /** The deadline it gives (a barred person's last day to withdraw); null: none. */
  until: Date | null;
}

/** Restricts the account: bets and deposits refused, login and withdrawals allowed. A running one is replaced. */
export async function restrict(deps: ServiceDeps, key: MemberKey, restriction: Restriction): Promise<void> {
  const now = new Date(deps.clock());
  await repo.lockOrCreate(deps.db, key);
  await repo.update(deps.db, key, {
    restrictionKind: restriction.kind,
    restrictedSince: now,
    restrictedUntil: restriction.until,
    updatedAt: now,
  });
}

export async function liftRestriction(deps: ServiceDeps, key: MemberKey): Promise<void> {
  await repo.lockOrCreate(deps.db, key);
  await repo.update(deps.db, key, {
    restrictionKind: null,
    restrictedSince: null,
    restrictedUntil: null,
    updatedAt: new Date(deps.clock()),
  });
}

export function restrictionOf(row: repo.ProtectionRow | undefined): ProtectionStatus['restriction'] {
  if (!row?.restrictionKind || !row.restrictedSince) return null;
  return {
    kind: row.restrictionKind,
    since: row.restrictedSince.toISOString(),
    until: row.restrictedUntil?.toISOString() ?? null,
  };
}
