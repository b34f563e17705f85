import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { barredCases, barredMemberChecks, barredRefunds } from './barred.tables.js';

/*
 * What the barred-persons checks hold about a person, for the LGPD calls (modules/privacy). A processed closure keeps
 * it five years (privacy/retention-rules.ts, `barredChecks`): it is the evidence that the operator kept a barred person
 * from betting, as Lei 14.790/2023 art. 26 and IN SPA/MF 31/2025 require.
 */

export interface MemberKey {
  merchantId: number;
  memberId: number;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The last check of the member's CPF, each case opened on a hit, and the open bets refunded by it. */
export async function barredChecksOf(db: Db, key: MemberKey) {
  const [checks, cases] = await Promise.all([
    db
      .select()
      .from(barredMemberChecks)
      .where(and(eq(barredMemberChecks.merchantId, key.merchantId), eq(barredMemberChecks.memberId, key.memberId))),
    db
      .select()
      .from(barredCases)
      .where(and(eq(barredCases.merchantId, key.merchantId), eq(barredCases.memberId, key.memberId)))
      .orderBy(asc(barredCases.id)),
  ]);
  const refunds = await Promise.all(
    cases.map((c) => db.select().from(barredRefunds).where(eq(barredRefunds.caseId, c.id)).orderBy(asc(barredRefunds.refundedAt))),
  );
  return {
    lastCheckedAt: iso(checks[0]?.lastCheckedAt ?? null),
    cases: cases.map((c, i) => ({
      category: c.category,
      source: c.source,
      status: c.status,
      detectedAt: iso(c.detectedAt),
      withdrawUntil: iso(c.deadlineAt),
      closedAt: iso(c.closedAt),
      refundedBets: (refunds[i] ?? []).map((r) => ({
        vendor: r.vendor,
        roundId: r.roundId,
        amountMinor: String(r.amountMinor),
        at: iso(r.refundedAt),
      })),
    })),
  };
}
