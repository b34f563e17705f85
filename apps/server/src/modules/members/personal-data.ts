import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from './members.tables.js';

/*
 * What the members table holds about a person, for the LGPD calls (modules/privacy): the profile that a copy of one's
 * data shows, and the erasure of the personal fields when a closure is processed. The member id and the CPF stay:
 * the betting and payment records kept for five years are tied to them (privacy/retention-rules.ts).
 */

export interface MemberKey {
  merchantId: number;
  memberId: number;
}

/** A processed closure's username: the dash makes it one no registration can take. */
export const closedUsername = (memberId: number) => `closed-${memberId}`;

/** Everything the members table holds about one member, as the copy of their data shows it. */
export async function memberProfile(db: Db, key: MemberKey) {
  const rows = await db
    .select({
      id: members.id,
      username: members.username,
      nickname: members.nickname,
      name: members.payeeName,
      email: members.email,
      countryDialingCode: members.countryDialingCode,
      mobileNum: members.mobileNum,
      cpf: members.idNumber,
      birthDate: members.birthday,
      contacts: members.profile,
      inviteCode: members.inviteCode,
      affiliateCodeUsed: members.affiliateCodeUsed,
      registerMethod: members.registerMethod,
      registerUrl: members.registerUrl,
      registerIp: members.registerIp,
      status: members.status,
      isTrial: members.isTrial,
      registeredAt: members.createdAt,
    })
    .from(members)
    .where(and(eq(members.merchantId, key.merchantId), eq(members.id, key.memberId)));
  return rows[0];
}
export type MemberProfile = NonNullable<Awaited<ReturnType<typeof memberProfile>>>;

type Erasable = Partial<typeof members.$inferInsert>;

const update = async (tx: Db, key: MemberKey, values: Erasable) => {
  await tx
    .update(members)
    .set(values)
    .where(and(eq(members.merchantId, key.merchantId), eq(members.id, key.memberId)));
};

/** Name and nickname. */
export const eraseName = (tx: Db, key: MemberKey) => update(tx, key, { nickname: null, payeeName: null });
export const eraseBirthDate = (tx: Db, key: MemberKey) => update(tx, key, { birthday: null });
/** E-mail, mobile number and the messenger handles (WhatsApp, Facebook, …) of the profile. */
export const eraseContact = (tx: Db, key: MemberKey) =>
  update(tx, key, { email: null, countryDialingCode: null, mobileNum: null, profile: {}, registerUrl: null });
/** The login and payment passwords: a closed account can never be signed into again. */
export const eraseCredentials = (tx: Db, key: MemberKey) => update(tx, key, { passwordHash: null, paymentPasswordHash: null });
/** The chosen username (a mobile registration's username is the number) becomes a neutral one. */
export const replaceUsername = (tx: Db, key: MemberKey) => {
  const username = closedUsername(key.memberId);
  return update(tx, key, { username, usernameLower: username });
};
