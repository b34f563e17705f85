import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rainEnvelopes, rains, rainSchedules } from './rewards.tables.js';
import { rowsOf } from '../../db/rows.js';

export type RainRow = typeof rains.$inferSelect;
export type ScheduleRow = typeof rainSchedules.$inferSelect;

/** Makes a rain with its envelopes; a scheduled occurrence that exists already is left alone (undefined). */
export async function insertRain(db: Db, rain: Omit<typeof rains.$inferInsert, 'id'>, amounts: bigint[]): Promise<RainRow | undefined> {
  const rows = await db.insert(rains).values(rain).onConflictDoNothing().returning();
  const made = rows[0];
  if (!made) return undefined;
  await db.insert(rainEnvelopes).values(amounts.map((amount, n) => ({ rainId: made.id, n, amount })));
  return made;
}

export async function findRain(db: Db, merchantId: number, id: number): Promise<RainRow | undefined> {
  const rows = await db
    .select()
    .from(rains)
    .where(and(eq(rains.merchantId, merchantId), eq(rains.id, id)));
  return rows[0];
}

export async function scheduledRainExists(db: Db, scheduleId: number, startsAt: Date): Promise<boolean> {
  const rows = await db
    .select({ id: rains.id })
    .from(rains)
    .where(and(eq(rains.scheduleId, scheduleId), eq(rains.startsAt, startsAt)));
  return rows.length > 0;
}

export const liveRains = (db: Db, merchantId: number, at: Date) =>
  db
    .select()
    .from(rains)
    .where(and(eq(rains.merchantId, merchantId), lte(rains.startsAt, at), gt(rains.endsAt, at)))
    .orderBy(asc(rains.startsAt), asc(rains.id))
    .limit(10);

export async function nextRain(db: Db, merchantId: number, at: Date): Promise<RainRow | undefined> {
  const rows = await db
    .select()
    .from(rains)
    .where(and(eq(rains.merchantId, merchantId), gt(rains.startsAt, at)))
    .orderBy(asc(rains.startsAt), asc(rains.id))
    .limit(1);
  return rows[0];
}

/** Per rain: envelopes left and what this member won there. */
export async function envelopeState(db: Db, rainIds: number[], memberId: number) {
  if (rainIds.length === 0) return new Map<number, { left: number; won: bigint | null }>();
  const rows = await db
    .select({
      rainId: rainEnvelopes.rainId,
      left: sql<number>`(count(*) filter (where ${rainEnvelopes.memberId} is null))::int`,
      won: sql<string | null>`(max(${rainEnvelopes.amount}) filter (where ${rainEnvelopes.memberId} = ${memberId}))::text`,
    })
    .from(rainEnvelopes)
    .where(inArray(rainEnvelopes.rainId, rainIds))
    .groupBy(rainEnvelopes.rainId);
  return new Map(rows.map((r) => [r.rainId, { left: Number(r.left), won: r.won === null ? null : BigInt(r.won) }]));
}

export async function memberEnvelope(db: Db, rainId: number, memberId: number) {
  const rows = await db
    .select()
    .from(rainEnvelopes)
    .where(and(eq(rainEnvelopes.rainId, rainId), eq(rainEnvelopes.memberId, memberId)));
  return rows[0];
}

/** Orders one member's claims on one rain, so a second sees the first one's envelope instead of racing it. */
export async function lockMemberClaim(db: Db, rainId: number, memberId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${rainId}::int, ${memberId}::int)`);
}

/**
 * Hands the member one free envelope: rows another claim holds are skipped,
 * and the unique (rain, member) index refuses a second envelope to the same
 * member however many claims run at once.
 */
export async function takeEnvelope(db: Db, rainId: number, memberId: number, at: Date): Promise<bigint | undefined> {
  const result = await db.execute(sql`
    update rain_envelopes set member_id = ${memberId}, claimed_at = ${at.toISOString()}
     where (rain_id, n) = (select rain_id, n from rain_envelopes where rain_id = ${rainId} and member_id is null order by n limit 1 for update skip locked)
    returning amount::text as amount`);
  const row = rowsOf<{ amount: string }>(result)[0];
  return row ? BigInt(row.amount) : undefined;
}

export const enabledSchedules = (db: Db, merchantId: number): Promise<ScheduleRow[]> =>
  db
    .select()
    .from(rainSchedules)
    .where(and(eq(rainSchedules.merchantId, merchantId), eq(rainSchedules.enabled, true)));

export const allSchedules = (db: Db, merchantId: number): Promise<ScheduleRow[]> =>
  db.select().from(rainSchedules).where(eq(rainSchedules.merchantId, merchantId)).orderBy(asc(rainSchedules.code));

export async function upsertSchedule(db: Db, s: Omit<typeof rainSchedules.$inferInsert, 'id'>, onlyIfMissing = false): Promise<void> {
  const insert = db.insert(rainSchedules).values(s);
  const { merchantId: _m, code: _c, ...changes } = s;
  await (onlyIfMissing
    ? insert.onConflictDoNothing()
    : insert.onConflictDoUpdate({ target: [rainSchedules.merchantId, rainSchedules.code], set: changes }));
}

export async function disableSchedulesExcept(db: Db, merchantId: number, codes: string[]): Promise<void> {
  await db
    .update(rainSchedules)
    .set({ enabled: false })
    .where(
      and(
        eq(rainSchedules.merchantId, merchantId),
        codes.length
          ? sql`${rainSchedules.code} not in (${sql.join(
              codes.map((c) => sql`${c}`),
              sql`, `,
            )})`
          : undefined,
      ),
    );
}

/** Scheduled rains not started yet are made again from the new schedules when next looked at. */
export async function dropUpcomingScheduledRains(db: Db, merchantId: number, at: Date): Promise<void> {
  const upcoming = db
    .select({ id: rains.id })
    .from(rains)
    .where(and(eq(rains.merchantId, merchantId), gt(rains.startsAt, at), sql`${rains.scheduleId} is not null`));
  await db.delete(rainEnvelopes).where(and(inArray(rainEnvelopes.rainId, upcoming), isNull(rainEnvelopes.memberId)));
  await db.delete(rains).where(and(eq(rains.merchantId, merchantId), gt(rains.startsAt, at), sql`${rains.scheduleId} is not null`));
}

export async function operatorRains(db: Db, merchantId: number, limit: number) {
  const result = await db.execute(sql`
    select r.id, s.code as schedule_code, r.starts_at, r.ends_at, r.budget::text as budget, r.envelope_count,
           (select count(*)::int from rain_envelopes e where e.rain_id = r.id and e.member_id is not null) as claimed,
           (select coalesce(sum(e.amount), 0)::text from rain_envelopes e where e.rain_id = r.id and e.member_id is not null) as paid
      from rains r left join rain_schedules s on s.id = r.schedule_id
     where r.merchant_id = ${merchantId}
     order by r.starts_at desc, r.id desc limit ${limit}`);
  return rowsOf<{
    id: number;
    schedule_code: string | null;
    starts_at: Date | string;
    ends_at: Date | string;
    budget: string;
    envelope_count: number;
    claimed: number;
    paid: string;
  }>(result);
}

/** Removes a rain not started yet and made by hand (a schedule would draw its occurrence again); false otherwise. */
export async function deleteUpcomingManualRain(db: Db, merchantId: number, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .delete(rains)
    .where(and(eq(rains.merchantId, merchantId), eq(rains.id, id), gt(rains.startsAt, at), isNull(rains.scheduleId)))
    .returning({ id: rains.id });
  if (rows.length === 0) return false;
  await db.delete(rainEnvelopes).where(eq(rainEnvelopes.rainId, id));
  return true;
}

/** Switches a schedule off and drops its rains not started yet; false when the merchant has no schedule of that code. */
export async function cancelSchedule(db: Db, merchantId: number, code: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(rainSchedules)
    .set({ enabled: false })
    .where(and(eq(rainSchedules.merchantId, merchantId), eq(rainSchedules.code, code)))
    .returning({ id: rainSchedules.id });
  const schedule = rows[0];
  if (!schedule) return false;
  const upcoming = db
    .select({ id: rains.id })
    .from(rains)
    .where(and(eq(rains.scheduleId, schedule.id), gt(rains.startsAt, at)));
  await db.delete(rainEnvelopes).where(inArray(rainEnvelopes.rainId, upcoming));
  await db.delete(rains).where(and(eq(rains.scheduleId, schedule.id), gt(rains.startsAt, at)));
  return true;
}
