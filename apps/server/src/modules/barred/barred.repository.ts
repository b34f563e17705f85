import { and, asc, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { memberRecordsView, membersView } from '../members/members.views.js';
import { barredCases as cases, barredMemberChecks as checks, barredRefunds as refunds } from './barred.tables.js';

export type CaseRow = typeof cases.$inferSelect;
export type NewCase = typeof cases.$inferInsert;
export interface MemberKey {
  merchantId: number;
  memberId: number;
}

const ofMember = (key: MemberKey) => and(eq(cases.merchantId, key.merchantId), eq(cases.memberId, key.memberId));

export async function lastCheckDay(db: Db, key: MemberKey): Promise<string | undefined> {
  const [row] = await db
    .select({ day: checks.lastCheckDay })
    .from(checks)
    .where(and(eq(checks.merchantId, key.merchantId), eq(checks.memberId, key.memberId)));
  return row?.day;
}

export async function recordCheck(db: Db, key: MemberKey, day: string, at: Date): Promise<void> {
  await db
    .insert(checks)
    .values({ ...key, lastCheckDay: day, lastCheckedAt: at })
    .onConflictDoUpdate({ target: [checks.merchantId, checks.memberId], set: { lastCheckDay: day, lastCheckedAt: at } });
}

/** The member's CPF (digits), from the members module's records view. */
export async function memberCpf(db: Db, key: MemberKey): Promise<string | null> {
  const result = await db.execute(sql`select m.id_number from ${memberRecordsView(key.merchantId)} m where m.id = ${key.memberId}`);
  return rowsOf<{ id_number: string | null }>(result)[0]?.id_number ?? null;
}

export async function findCase(db: Db, key: MemberKey): Promise<CaseRow | undefined> {
  const [row] = await db.select().from(cases).where(ofMember(key));
  return row;
}

/** The member's case, made once whoever finds the hit first (the unique member index decides); undefined if it existed. */
export async function insertCase(db: Db, values: NewCase): Promise<CaseRow | undefined> {
  const [row] = await db.insert(cases).values(values).onConflictDoNothing().returning();
  return row;
}

/** Closes a blocked case; undefined when another process closed it first. */
export async function closeCase(db: Db, id: number, at: Date, owedMinor: bigint): Promise<CaseRow | undefined> {
  const [row] = await db
    .update(cases)
    .set({ status: 'closed', closedAt: at, owedAtClosureMinor: owedMinor })
    .where(and(eq(cases.id, id), eq(cases.status, 'blocked')))
    .returning();
  return row;
}

/** Blocked cases, oldest deadline first; `dueBy` keeps those whose deadline has passed. */
export function blockedCases(db: Db, merchantId: number, limit: number, dueBy?: Date): Promise<CaseRow[]> {
  return db
    .select()
    .from(cases)
    .where(and(eq(cases.merchantId, merchantId), eq(cases.status, 'blocked'), dueBy ? lte(cases.deadlineAt, dueBy) : undefined))
    .orderBy(asc(cases.deadlineAt))
    .limit(limit);
}

export async function recordRefund(db: Db, row: typeof refunds.$inferInsert): Promise<void> {
  await db.insert(refunds).values(row).onConflictDoNothing();
}

export interface CaseListRow extends CaseRow {
  username: string;
  refundedBets: number;
  refundedMinor: bigint;
}

/** Newest first, with the member's name and what was refunded; a page and the whole count. */
export async function listCases(
  db: Db,
  merchantId: number,
  f: { status?: CaseRow['status'] | undefined; memberId?: number | undefined; page: number; limit: number },
): Promise<{ rows: CaseListRow[]; total: number }> {
  const where = and(
    eq(cases.merchantId, merchantId),
    f.status ? eq(cases.status, f.status) : undefined,
    f.memberId ? eq(cases.memberId, f.memberId) : undefined,
  );
  const page = await db
    .select()
    .from(cases)
    .where(where)
    .orderBy(desc(cases.id))
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  const [counted] = await db.select({ n: count() }).from(cases).where(where);
  const ids = page.map((c) => c.id);
  const extras = ids.length
    ? rowsOf<{ id: number | string; username: string; bets: number; refunded: string }>(
        await db.execute(sql`
          select c.id, m.username,
            (select count(*)::int from ${refunds} r where r.case_id = c.id) as bets,
            (select coalesce(sum(r.amount_minor), 0)::text from ${refunds} r where r.case_id = c.id) as refunded
          from ${cases} c join ${membersView(merchantId)} m on m.id = c.member_id
          where c.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`),
      )
    : [];
  const extraOf = new Map(extras.map((e) => [Number(e.id), e]));
  return {
    rows: page.map((c) => {
      const extra = extraOf.get(c.id);
      return { ...c, username: extra?.username ?? '', refundedBets: Number(extra?.bets ?? 0), refundedMinor: BigInt(extra?.refunded ?? 0) };
    }),
    total: Number(counted?.n ?? 0),
  };
}

export async function countCases(db: Db, merchantId: number): Promise<Record<CaseRow['status'], number>> {
  const rows = await db
    .select({ status: cases.status, n: count() })
    .from(cases)
    .where(eq(cases.merchantId, merchantId))
    .groupBy(cases.status);
  const counts = { blocked: 0, closed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

export interface SweepMember {
  id: number;
  cpf: string;
  /** Already blocked: counted as checked, never blocked twice. */
  blocked: boolean;
}

/**
 * The next page of the sweep, by member id after `afterId`: every member with a CPF, whatever its state (paused,
 * excluded and disabled accounts too, as the regulator asks), except trial players and accounts already closed.
 */
export async function sweepPage(db: Db, merchantId: number, afterId: number, limit: number): Promise<SweepMember[]> {
  const closedOrBlocked = (status: string): SQL =>
    sql`exists (select 1 from ${cases} c where c.merchant_id = ${merchantId} and c.member_id = m.id and c.status = ${status})`;
  const result = await db.execute(sql`
    select m.id, m.id_number as cpf, ${closedOrBlocked('blocked')} as blocked
    from ${memberRecordsView(merchantId)} m
    where m.id > ${afterId} and m.id_number is not null and not m.is_trial and not ${closedOrBlocked('closed')}
    order by m.id
    limit ${limit}`);
  return rowsOf<{ id: number; cpf: string; blocked: boolean }>(result).map((r) => ({ id: Number(r.id), cpf: r.cpf, blocked: r.blocked }));
}
