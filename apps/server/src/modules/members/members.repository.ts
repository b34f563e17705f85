import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
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

export async function inviteCodeOf(db: Db, params: { merchantId: number; id: number }) {
  const rows = await db
    .select({ inviteCode: members.inviteCode })
    .from(members)
    .where(and(eq(members.merchantId, params.merchantId), eq(members.id, params.id)));
  return rows[0]?.inviteCode;
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

export async function updateType(db: Db, params: { merchantId: number; id: number; type: number }) {
  await db
    .update(members)
    .set({ type: params.type })
    .where(and(eq(members.merchantId, params.merchantId), eq(members.id, params.id)));
}

/** The agents module's move: the agent_tree trigger (modules/agents/sql/agent-tree-move.sql) moves the branch with it. */
export async function updateUpline(db: Db, params: { merchantId: number; id: number; uplineId: number }) {
  await db
    .update(members)
    .set({ uplineMemberId: params.uplineId })
    .where(and(eq(members.merchantId, params.merchantId), eq(members.id, params.id)));
}

export async function updateStatus(db: Db, params: { merchantId: number; id: number; status: MemberRow['status'] }) {
  await db
    .update(members)
    .set({ status: params.status })
    .where(and(eq(members.merchantId, params.merchantId), eq(members.id, params.id)));
}

/** What the security centre and "my account" show; secrets only as "is set". */
export async function findAccountDetails(db: Db, params: { merchantId: number; id: number }) {
  const rows = await db
    .select({
      username: members.username,
      type: members.type,
      nickname: members.nickname,
      email: members.email,
      countryDialingCode: members.countryDialingCode,
      mobileNum: members.mobileNum,
      idNumber: members.idNumber,
      birthday: members.birthday,
      createdAt: members.createdAt,
      passwordHash: members.passwordHash,
      paymentPasswordHash: members.paymentPasswordHash,
    })
    .from(members)
    .where(and(eq(members.merchantId, params.merchantId), eq(members.id, params.id)));
  return rows[0];
}

/** By id alone: callers (withdrawals) hold a member id from a session. */
export async function findPaymentPassword(db: Db, params: { id: number }) {
  const rows = await db
    .select({ merchantId: members.merchantId, paymentPasswordHash: members.paymentPasswordHash })
    .from(members)
    .where(eq(members.id, params.id));
  return rows[0];
}

/** Compare-and-set on the previous hash, so two concurrent changes cannot both pass the same check. */
export async function replacePaymentPasswordHash(
  db: Db,
  params: { merchantId: number; id: number; expected: string | null; paymentPasswordHash: string },
): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ paymentPasswordHash: params.paymentPasswordHash })
    .where(
      and(
        eq(members.merchantId, params.merchantId),
        eq(members.id, params.id),
        params.expected === null ? isNull(members.paymentPasswordHash) : eq(members.paymentPasswordHash, params.expected),
      ),
    )
    .returning({ id: members.id });
  return rows.length > 0;
}

/** Records a CPF for a member who has none; false when one is already on file. */
export async function setIdNumberIfMissing(db: Db, params: { merchantId: number; id: number; idNumber: string }): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ idNumber: params.idNumber })
    .where(and(eq(members.merchantId, params.merchantId), eq(members.id, params.id), isNull(members.idNumber)))
    .returning({ id: members.id });
  return rows.length === 1;
}

export async function updateProfile(db: Db, params: { merchantId: number; id: number; nickname?: string; email?: string }) {
  const changes = {
    ...(params.nickname !== undefined && { nickname: params.nickname }),
    ...(params.email !== undefined && { email: params.email }),
  };
  if (Object.keys(changes).length === 0) return;
  await db
    .update(members)
    .set(changes)
    .where(and(eq(members.merchantId, params.merchantId), eq(members.id, params.id)));
}

/** The statuses of several members at once (the wallet's player cache re-reads them together). */
export async function findStatuses(db: Db, params: { merchantId: number; ids: number[] }) {
  if (!params.ids.length) return [];
  return (
    db
      .select({ id: members.id, status: members.status })
      .from(members)
      // One array parameter, not one parameter per id: callers pass thousands.
      .where(
        and(
          eq(members.merchantId, params.merchantId),
          sql`${members.id} = any(${`{${params.ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`,
        ),
      )
  );
}

/** Usernames and nicknames of several members at once (public boards show them masked). */
export async function findNames(db: Db, params: { merchantId: number; ids: number[] }) {
  if (!params.ids.length) return [];
  return db
    .select({ id: members.id, username: members.username, nickname: members.nickname, registerMethod: members.registerMethod })
    .from(members)
    .where(and(eq(members.merchantId, params.merchantId), inArray(members.id, params.ids)));
}
