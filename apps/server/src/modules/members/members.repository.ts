import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from './members.tables.js';

export type NewMember = typeof members.$inferInsert;

const memberColumns = {
  id: members.id,
  merchantId: members.merchantId,
  username: members.username,
  passwordHash: members.passwordHash,
  type: members.type,
  nickname: members.nickname,
  status: members.status,
  email: members.email,
  isTrial: members.isTrial,
};
export type MemberRow = { [K in keyof typeof memberColumns]: (typeof members.$inferSelect)[K] };

export async function insertMember(db: Db, values: NewMember): Promise<MemberRow> {
  const rows = await db.insert(members).values(values).returning(memberColumns);
  const row = rows[0];
  if (!row) throw new Error('member insert returned nothing');
  return row;
}

export async function findByUsername(db: Db, params: { merchantId: number; usernameLower: string }) {
  const rows = await db
    .select(memberColumns)
    .from(members)
    .where(and(eq(members.merchantId, params.merchantId), eq(members.usernameLower, params.usernameLower)));
  return rows[0];
}

export async function findById(db: Db, params: { merchantId: number; id: number }) {
  const rows = await db
    .select(memberColumns)
    .from(members)
    .where(and(eq(members.merchantId, params.merchantId), eq(members.id, params.id)));
  return rows[0];
}

export async function findIdByInviteCode(db: Db, params: { merchantId: number; inviteCode: string }) {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, params.merchantId), eq(members.inviteCode, params.inviteCode)));
  return rows[0];
}

export async function idNumberTaken(db: Db, params: { merchantId: number; idNumber: string }): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, params.merchantId), eq(members.idNumber, params.idNumber)));
  return rows.length > 0;
}

export async function updatePasswordHash(db: Db, params: { merchantId: number; id: number; passwordHash: string }) {
  await db
    .update(members)
    .set({ passwordHash: params.passwordHash })
    .where(and(eq(members.merchantId, params.merchantId), eq(members.id, params.id)));
}

export async function findByMobile(db: Db, params: { merchantId: number; countryDialingCode: string; mobileNum: string }) {
  const rows = await db
    .select(memberColumns)
    .from(members)
    .where(
      and(
        eq(members.merchantId, params.merchantId),
        eq(members.countryDialingCode, params.countryDialingCode),
        eq(members.mobileNum, params.mobileNum),
      ),
    );
  return rows[0];
}

export async function updateStatus(db: Db, params: { merchantId: number; id: number; status: MemberRow['status'] }) {
  await db
    .update(members)
    .set({ status: params.status })
    .where(and(eq(members.merchantId, params.merchantId), eq(members.id, params.id)));
}
