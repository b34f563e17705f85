import { hashPassword } from '../../security/password.js';

/** "+55" and "55" are the same dialing code; stored without the plus. */
export const normalizeDialingCode = (code: string) => code.replace(/^\+/, '');

/** Contact fields kept together in the member's profile. */
const PROFILE_KEYS = ['qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'recommenderId'] as const;

/** The fields both ways in share (registration and an agent's open account). */
export type NewMemberInput = {
  password: string;
  nickname?: string | undefined;
  payeeName?: string | undefined;
  email?: string | undefined;
  countryDialingCode?: string | undefined;
  mobileNum?: string | undefined;
  birthday?: string | undefined;
  paymentPassword?: string | undefined;
} & { [K in (typeof PROFILE_KEYS)[number]]?: string | undefined };

/** The columns of a new member both ways in (registration, an agent's open account) fill from the same fields. */
export async function newMemberFields(merchantId: number, username: string, input: NewMemberInput, idNumber: string | undefined) {
  return {
    merchantId,
    username,
    usernameLower: username.toLowerCase(),
    passwordHash: await hashPassword(input.password),
    nickname: input.nickname ?? null,
    payeeName: input.payeeName ?? null,
    email: input.email ?? null,
    countryDialingCode: input.mobileNum ? normalizeDialingCode(input.countryDialingCode ?? '55') : null,
    mobileNum: input.mobileNum ?? null,
    idNumber: idNumber ?? null,
    birthday: input.birthday ?? null,
    paymentPasswordHash: input.paymentPassword ? await hashPassword(input.paymentPassword) : null,
    profile: Object.fromEntries(PROFILE_KEYS.filter((key) => input[key]).map((key) => [key, input[key] as string])),
  };
}
