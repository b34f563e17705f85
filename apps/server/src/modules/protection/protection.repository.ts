import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { roundsView } from '../ledger/ledger.views.js';
import { memberLimitChanges, memberLimitUsage, memberProtection } from './protection.tables.js';

export type ProtectionRow = typeof memberProtection.$inferSelect;
export type LimitChangeRow = typeof memberLimitChanges.$inferSelect;
export interface MemberKey {
  merchantId: number;
  memberId: number;
}

const byMember = (key: MemberKey) => and(eq(memberProtection.merchantId, key.merchantId), eq(memberProtection.memberId, key.memberId));

export async function find(db: Db, key: MemberKey): Promise<ProtectionRow | undefined> {
  return (await db.select().from(memberProtection).where(byMember(key)))[0];
}

/** The member's row, made if missing, locked until the transaction ends: limit changes apply one at a time. */
export async function lockOrCreate(tx: Db, key: MemberKey): Promise<ProtectionRow> {
  await tx.insert(memberProtection).values(key).onConflictDoNothing();
  const rows = await tx.select().from(memberProtection).where(byMember(key)).for('update');
  return rows[0] as ProtectionRow;
}

export async function update(tx: Db, key: MemberKey, values: Partial<typeof memberProtection.$inferInsert>): Promise<void> {
  await tx.update(memberProtection).set(values).where(byMember(key));
}

export async function pendingChanges(db: Db, key: MemberKey): Promise<LimitChangeRow[]> {
  return db
    .select()
    .from(memberLimitChanges)
    .where(and(eq(memberLimitChanges.merchantId, key.merchantId), eq(memberLimitChanges.memberId, key.memberId)));
}

export async function putChange(tx: Db, row: LimitChangeRow): Promise<void> {
  await tx
    .insert(memberLimitChanges)
    .values(row)
    .onConflictDoUpdate({
      target: [memberLimitChanges.merchantId, memberLimitChanges.memberId, memberLimitChanges.kind],
      set: { period: row.period, value: row.value, requestedAt: row.requestedAt, effectiveAt: row.effectiveAt },
    });
}

export async function dropChange(tx: Db, key: MemberKey, kind: LimitChangeRow['kind']): Promise<void> {
  await tx
    .delete(memberLimitChanges)
    .where(
      and(
        eq(memberLimitChanges.merchantId, key.merchantId),
        eq(memberLimitChanges.memberId, key.memberId),
        eq(memberLimitChanges.kind, kind),
      ),
    );
}

export interface UsageSums {
  staked: bigint;
  won: bigint;
  seconds: number;
}

export interface UsageDay extends UsageSums {
  /** YYYY-MM-DD, the merchant's day. */
  day: string;
}

/** The member's days from `from` to `to` (YYYY-MM-DD, both included): at most a month of rows. */
export async function usageDays(db: Db, key: MemberKey, from: string, to: string): Promise<UsageDay[]> {
  const rows = await db
    .select({
      day: memberLimitUsage.day,
      staked: memberLimitUsage.staked,
      won: memberLimitUsage.won,
      seconds: memberLimitUsage.seconds,
    })
    .from(memberLimitUsage)
    .where(
      and(
        eq(memberLimitUsage.merchantId, key.merchantId),
        eq(memberLimitUsage.memberId, key.memberId),
        gte(memberLimitUsage.day, from),
        lte(memberLimitUsage.day, to),
      ),
    );
  return rows.map((row) => ({ day: row.day, staked: BigInt(row.staked), won: BigInt(row.won), seconds: Number(row.seconds) }));
}

/** The sums of the days from `from` on (the days were read for a span that holds it). */
export function sumFrom(days: readonly UsageDay[], from: string): UsageSums {
  const sums: UsageSums = { staked: 0n, won: 0n, seconds: 0 };
  for (const day of days) {
    if (day.day < from) continue;
    sums.staked += day.staked;
    sums.won += day.won;
    sums.seconds += day.seconds;
  }
  return sums;
}

/** Real-money stakes and wins of the member's rounds started since `since` (the ledger's rounds view). */
export async function playSince(db: Db, key: MemberKey, since: Date): Promise<{ stakes: bigint; wins: bigint }> {
  const result = await db.execute(sql`
    select coalesce(sum(r.stake), 0)::text as stakes, coalesce(sum(r.win), 0)::text as wins
    from ${roundsView(key.merchantId)} r
    where r.member_id = ${key.memberId} and r.created_at >= ${since} and r.currency = 'BRL'`);
  const row = rowsOf<{ stakes: string; wins: string }>(result)[0];
  return { stakes: BigInt(row?.stakes ?? 0), wins: BigInt(row?.wins ?? 0) };
}

/** protection_touch() (sql/protection-moves.sql): the time played grows by a short gap since the last activity. */
export async function touch(db: Db, key: MemberKey, at: Date): Promise<void> {
  await db.execute(sql`select protection_touch(${key.merchantId}::integer, ${key.memberId}::integer, ${at.toISOString()}::timestamptz)`);
}
