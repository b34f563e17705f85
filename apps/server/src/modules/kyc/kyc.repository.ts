import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { memberRecordsView } from '../members/members.views.js';
import { kycFiles, memberKyc } from './kyc.tables.js';

export interface MemberKey {
  merchantId: number;
  memberId: number;
}

export type KycRow = typeof memberKyc.$inferSelect;
export type KycChange = Partial<Omit<KycRow, 'merchantId' | 'memberId'>>;

const byKey = (key: MemberKey) => and(eq(memberKyc.merchantId, key.merchantId), eq(memberKyc.memberId, key.memberId));

export async function find(db: Db, key: MemberKey): Promise<KycRow | undefined> {
  const rows = await db.select().from(memberKyc).where(byKey(key));
  return rows[0];
}

/** The member's row, made on first use, locked until the transaction ends: one change of a member's steps at a time. */
export async function lockOrCreate(db: Db, key: MemberKey): Promise<KycRow> {
  await db.insert(memberKyc).values(key).onConflictDoNothing();
  const rows = await db.select().from(memberKyc).where(byKey(key)).for('update');
  return rows[0]!;
}

export async function update(db: Db, key: MemberKey, values: KycChange): Promise<void> {
  await db.update(memberKyc).set(values).where(byKey(key));
}

/**
 * Counts one attempt of the merchant day `day` if fewer than `max` were made: one conditional UPDATE, so parallel
 * requests (on any process) never pass the limit. Answers whether the attempt may go ahead.
 */
export async function claimAttempt(db: Db, key: MemberKey, kind: 'cpf' | 'liveness', day: string, max: number): Promise<boolean> {
  await db.insert(memberKyc).values(key).onConflictDoNothing();
  const [count, dayColumn] = kind === 'cpf' ? ['cpf_attempts', 'cpf_attempts_day'] : ['liveness_attempts', 'liveness_attempts_day'];
  const result = await db.execute(sql`
    update member_kyc set ${sql.raw(count)} = case when ${sql.raw(dayColumn)} = ${day} then ${sql.raw(count)} + 1 else 1 end,
      ${sql.raw(dayColumn)} = ${day}
    where merchant_id = ${key.merchantId} and member_id = ${key.memberId}
      and (${sql.raw(dayColumn)} is distinct from ${day}::date or ${sql.raw(count)} < ${max})
    returning 1`);
  return rowsOf(result).length > 0;
}

/** Attempts left today, as the steps show them. */
export function attemptsLeft(row: KycRow | undefined, kind: 'cpf' | 'liveness', day: string, max: number): number {
  if (!row) return max;
  const [used, on] = kind === 'cpf' ? [row.cpfAttempts, row.cpfAttemptsDay] : [row.livenessAttempts, row.livenessAttemptsDay];
  return on === day ? Math.max(0, max - used) : max;
}

export interface Identity {
  username: string;
  cpf: string | null;
  birthday: string | null;
  payeeName: string | null;
}

/** Who the member is on the account (members' records view): the CPF, birth date and payee name they registered. */
export async function identityOf(db: Db, key: MemberKey): Promise<Identity | undefined> {
  const result = await db.execute(
    sql`select username, id_number, birthday::text as birthday, payee_name from ${memberRecordsView(key.merchantId)} m where m.id = ${key.memberId}`,
  );
  const row = rowsOf<{ username: string; id_number: string | null; birthday: string | null; payee_name: string | null }>(result)[0];
  return row && { username: row.username, cpf: row.id_number, birthday: row.birthday, payeeName: row.payee_name };
}

/** The sandbox's fallback: the name and birth date the member holding `cpf` gave (null when they gave no name yet). */
export async function registeredIdentity(db: Db, merchantId: number, cpf: string): Promise<{ name: string; birthDate: string } | null> {
  const result = await db.execute(sql`
    select coalesce(k.full_name, m.payee_name) as name, coalesce(m.birthday, k.declared_birth_date)::text as birth_date
    from ${memberRecordsView(merchantId)} m
    left join member_kyc k on k.merchant_id = ${merchantId} and k.member_id = m.id
    where m.id_number = ${cpf}`);
  const row = rowsOf<{ name: string | null; birth_date: string | null }>(result)[0];
  return row?.name && row.birth_date ? { name: row.name, birthDate: row.birth_date } : null;
}

export type NewKycFile = typeof kycFiles.$inferInsert;

export async function insertFile(db: Db, file: NewKycFile): Promise<number> {
  const rows = await db.insert(kycFiles).values(file).returning({ id: kycFiles.id });
  return rows[0]!.id;
}

export async function findFile(db: Db, merchantId: number, id: number) {
  const rows = await db
    .select({ id: kycFiles.id, memberId: kycFiles.memberId, contentType: kycFiles.contentType, key: kycFiles.key, bytes: kycFiles.bytes })
    .from(kycFiles)
    .where(and(eq(kycFiles.merchantId, merchantId), eq(kycFiles.id, id)));
  return rows[0];
}

/** The content types of some files, for the reviewer's links. */
export async function fileTypes(db: Db, merchantId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: kycFiles.id, contentType: kycFiles.contentType })
    .from(kycFiles)
    .where(and(eq(kycFiles.merchantId, merchantId), sql`${kycFiles.id} in ${ids}`));
  return new Map(rows.map((row) => [row.id, row.contentType]));
}
