import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mallItems, mallRedemptions, memberTurnover, rewardSettings } from './rewards.tables.js';

export type MallItemRow = typeof mallItems.$inferSelect;
export type RedemptionRow = typeof mallRedemptions.$inferSelect;

export async function mallRules(db: Db, merchantId: number): Promise<{ pointsPerReal: number }> {
  const rows = await db.select({ rules: rewardSettings.mallRules }).from(rewardSettings).where(eq(rewardSettings.merchantId, merchantId));
  return rows[0]?.rules ?? { pointsPerReal: 0 };
}

export async function saveMallRules(db: Db, merchantId: number, rules: { pointsPerReal: number }, onlyIfMissing = false): Promise<void> {
  const insert = db.insert(rewardSettings).values({ merchantId, mallRules: rules });
  await (onlyIfMissing
    ? insert.onConflictDoNothing()
    : insert.onConflictDoUpdate({ target: rewardSettings.merchantId, set: { mallRules: rules } }));
}

/** The member's turnover not yet turned into points, locked until the transaction ends. */
export async function lockTurnover(db: Db, merchantId: number, memberId: number, currency: string) {
  const rows = await db
    .select({ turnover: memberTurnover.turnover, pointsTurnover: memberTurnover.pointsTurnover })
    .from(memberTurnover)
    .where(and(eq(memberTurnover.merchantId, merchantId), eq(memberTurnover.memberId, memberId), eq(memberTurnover.currency, currency)))
    .for('update');
  return rows[0];
}

export async function addPointsTurnover(db: Db, merchantId: number, memberId: number, currency: string, consumed: bigint): Promise<bigint> {
  const rows = await db
    .update(memberTurnover)
    .set({ pointsTurnover: sql`${memberTurnover.pointsTurnover} + ${consumed.toString()}::bigint` })
    .where(and(eq(memberTurnover.merchantId, merchantId), eq(memberTurnover.memberId, memberId), eq(memberTurnover.currency, currency)))
    .returning({ pointsTurnover: memberTurnover.pointsTurnover });
  return rows[0]!.pointsTurnover;
}

export const listItems = (db: Db, merchantId: number, enabledOnly: boolean): Promise<MallItemRow[]> =>
  db
    .select()
    .from(mallItems)
    .where(and(eq(mallItems.merchantId, merchantId), enabledOnly ? eq(mallItems.enabled, true) : undefined))
    .orderBy(asc(mallItems.sort), asc(mallItems.id));

export async function findItem(db: Db, merchantId: number, id: number): Promise<MallItemRow | undefined> {
  const rows = await db
    .select()
    .from(mallItems)
    .where(and(eq(mallItems.merchantId, merchantId), eq(mallItems.id, id)));
  return rows[0];
}

type ItemValues = Omit<typeof mallItems.$inferInsert, 'id'>;

export async function upsertItem(db: Db, item: ItemValues, onlyIfMissing = false): Promise<void> {
  const insert = db.insert(mallItems).values(item);
  const { merchantId: _m, code: _c, ...changes } = item;
  await (onlyIfMissing
    ? insert.onConflictDoNothing()
    : insert.onConflictDoUpdate({ target: [mallItems.merchantId, mallItems.code], set: changes }));
}

export async function disableItemsExcept(db: Db, merchantId: number, codes: string[]): Promise<void> {
  await db
    .update(mallItems)
    .set({ enabled: false })
    .where(
      and(
        eq(mallItems.merchantId, merchantId),
        codes.length
          ? sql`${mallItems.code} not in (${sql.join(
              codes.map((c) => sql`${c}`),
              sql`, `,
            )})`
          : undefined,
      ),
    );
}

/** Takes one from the stock when there is one left (unlimited stock always); the row lock orders concurrent takers. */
export async function takeStock(db: Db, itemId: number): Promise<boolean> {
  const rows = await db
    .update(mallItems)
    .set({ stock: sql`case when ${mallItems.stock} is null then null else ${mallItems.stock} - 1 end` })
    .where(and(eq(mallItems.id, itemId), or(isNull(mallItems.stock), gt(mallItems.stock, 0))))
    .returning({ id: mallItems.id });
  return rows.length > 0;
}

export async function findRedemption(db: Db, merchantId: number, memberId: number, requestId: string): Promise<RedemptionRow | undefined> {
  const rows = await db
    .select()
    .from(mallRedemptions)
    .where(
      and(eq(mallRedemptions.merchantId, merchantId), eq(mallRedemptions.memberId, memberId), eq(mallRedemptions.requestId, requestId)),
    );
  return rows[0];
}

export async function insertRedemption(
  db: Db,
  values: Omit<typeof mallRedemptions.$inferInsert, 'id'>,
): Promise<RedemptionRow | undefined> {
  const rows = await db.insert(mallRedemptions).values(values).onConflictDoNothing().returning();
  return rows[0];
}
