import { randomBytes } from 'node:crypto';
import type { MobileRegisterPayload, RegisterPayload, RegistrationFieldSetting } from '@app/contract';
import { violatedUniqueIndex } from '../../db/sql-state.js';
import { AppError, FieldsError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { hashPassword } from '../../security/password.js';
import * as captcha from '../captcha/captcha.service.js';
import * as merchants from '../merchants/merchants.service.js';
import * as protection from '../protection/protection.service.js';
import { consumeProof, proofOf, type PhoneProofDeps } from '../verification/phone-proof.js';
import type { BarredScreen } from '../barred/barred-screen.js';
import * as repository from './members.repository.js';
import { newMemberFields, normalizeDialingCode } from './new-member-fields.js';
import { checkRegistrationFields, withIdentityRequired } from './register-rules.js';

export type Member = repository.MemberRow;
export type RegisterMethod = 'username' | 'mobile';
export type RegistrationInput = RegisterPayload | MobileRegisterPayload;

/** A mobile registration without a username gets one from the number (the username rule allows 20 characters). */
export const usernameFromMobile = (mobileNum: string) => `m${mobileNum.slice(-19)}`;

/** Member types (SPEC §6): 0 regular, 4 trial. */
export const MEMBER_TYPE = { regular: 0, trial: 4 } as const;

/** Stored without the plus, so '+55' and '55' are one number. */
export { normalizeDialingCode } from './new-member-fields.js';

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newInviteCode(): string {
  return Array.from(randomBytes(8), (byte) => INVITE_ALPHABET[byte % INVITE_ALPHABET.length]).join('');
}

const errorByIndex: Record<string, 'register.username.exists' | 'register.mobile.exists' | 'register.idnumber.exists'> = {
  members_merchant_username_uq: 'register.username.exists',
  members_merchant_mobile_uq: 'register.mobile.exists',
  members_merchant_id_number_uq: 'register.idnumber.exists',
};

/**
 * Inserts; a unique index decides races (two registrations of one name in
 * any case). An invite-code collision (1 in 32^8) just draws another code.
 */
async function insertUnique(deps: ServiceDeps, values: Omit<repository.NewMember, 'inviteCode'>): Promise<Member> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await repository.insertMember(deps.db, { ...values, inviteCode: newInviteCode() });
    } catch (error) {
      const index = violatedUniqueIndex(error);
      const known = index === undefined ? undefined : errorByIndex[index];
      if (known) throw new AppError(known);
      if (index !== 'members_merchant_invite_code_uq' || attempt >= 2) throw error;
    }
  }
}

export interface RegistrationSettings {
  fields: RegistrationFieldSetting[];
  methods: { username: boolean; mobile: boolean };
  limitsRequired: boolean;
}

export async function registrationSettings(deps: ServiceDeps, merchantId: number): Promise<RegistrationSettings> {
  const s = await merchants.getSettings(deps.db, merchantId, ['whitelabel', 'register']);
  const methods = { username: s.whitelabel.USERNAMEREG3 === true, mobile: s.whitelabel.MOBILENUMREG3 === true };
  const limitsRequired = await protection.limitsRequired(deps, merchantId);
  // The same profile (BR) that requires limits requires the CPF and the birth date (register-rules.ts).
  return { fields: limitsRequired ? withIdentityRequired(s.register) : s.register, methods, limitsRequired };
}

async function uplineOf(deps: ServiceDeps, merchantId: number, code: string | undefined): Promise<number | null> {
  if (!code) return null;
  const upline = await repository.findIdByInviteCode(deps.db, { merchantId, inviteCode: code });
  if (!upline) throw new AppError('register.affiliate.invalid');
  return upline.id;
}

/**
 * Registration rules in order: method enabled, captcha (consumed either
 * way), the merchant's field settings, the number's proof (mobile: SMS code
 * or provider phone token), CPF uniqueness, affiliate code, the
 * barred-persons check. The member type is always regular whatever the
 * client sent.
 */
export async function register(
  deps: PhoneProofDeps & { barred?: BarredScreen },
  merchantId: number,
  input: RegistrationInput,
  context: { method: RegisterMethod; ip: string },
): Promise<Member> {
  const settings = await registrationSettings(deps, merchantId);
  if (!settings.methods[context.method]) throw new AppError('register.method.disabled');
  if (!(await captcha.checkCaptcha(deps, input.captchaId, input.captcha))) throw new AppError('captcha.invalid');
  const idNumber = input.idNumber?.replace(/[.\-\s]/g, '') || undefined;
  const problems = checkRegistrationFields({ ...input, idNumber }, settings.fields, {
    now: new Date(deps.clock()),
    alwaysAllowed: context.method === 'mobile' ? ['mobileNum', 'affiliateCode'] : ['affiliateCode'],
  });
  if (problems.length) throw new FieldsError(problems);
  // Under BR the loss and time limits come with the registration (Portaria SPA/MF 1.231/2024 art. 31, as amended).
  protection.checkLimits(input.limits, await protection.limitsRequired(deps, merchantId));
  if (context.method === 'mobile') {
    await consumeProof(deps, {
      merchantId,
      countryDialingCode: normalizeDialingCode(input.countryDialingCode ?? ''),
      mobileNum: input.mobileNum ?? '',
      purpose: 'register',
      proof: proofOf(input),
    });
  }
  if (idNumber && (await repository.idNumberTaken(deps.db, { merchantId, idNumber }))) {
    throw new AppError('register.idnumber.exists');
  }
  const uplineMemberId = await uplineOf(deps, merchantId, input.affiliateCode);
  // Under BR the regulator's barred-persons list is asked before anyone is created (modules/barred).
  const recordCheck = await deps.barred?.atRegistration(merchantId, idNumber);
  const username = input.username ?? usernameFromMobile(input.mobileNum ?? '');
  const inserting = insertUnique(deps, {
    ...(await newMemberFields(merchantId, username, input, idNumber)),
    type: MEMBER_TYPE.regular,
    affiliateCodeUsed: uplineMemberId === null ? null : (input.affiliateCode ?? null),
    uplineMemberId,
    registerMethod: input.registerMethod,
    registerUrl: input.registerUrl ?? input.domain ?? null,
    registerIp: context.ip,
  });
  const member = await (input.username !== undefined
    ? inserting
    : // A name derived from the number is taken because the number is (usually): say so, not "username exists".
      inserting.catch(async (error: unknown) => {
        if (!(error instanceof AppError && error.code === 'register.username.exists')) throw error;
        const sameNumber = await findByMobile(
          deps,
          merchantId,
          normalizeDialingCode(input.countryDialingCode ?? '55'),
          input.mobileNum ?? '',
        );
        throw sameNumber ? new AppError('register.mobile.exists') : error;
      }));
  await recordCheck?.(member.id);
  // Were this to fail, the member would set them before the first bet (the bet and deposit refuse without them).
  if (input.limits?.length) await protection.setLimits(deps, { merchantId, memberId: member.id }, input.limits);
  return member;
}

/** What an agent sends to open an account in its downline (SPEC §2 /m/agentRegister). */
export type AgentOpenedInput = Omit<
  RegisterPayload,
  'captcha' | 'captchaId' | 'ageConfirmed' | 'agreement' | 'affiliateCode' | 'type' | 'verificationCode' | 'registerUrl' | 'domain'
>;

/**
 * Open account: an agent creates a member or a sub-agent directly below
 * itself. The same field rules and uniqueness as registration apply; no
 * captcha (the agent is signed in) and no SMS proof (the number is a contact
 * field here, as in username registration). The type is decided by the
 * agents module, never by the payload.
 */
export async function createByAgent(
  deps: ServiceDeps,
  merchantId: number,
  input: AgentOpenedInput,
  context: { uplineId: number | null; type: number; ip: string; registerMethod?: string },
): Promise<Member> {
  const settings = await registrationSettings(deps, merchantId);
  const idNumber = input.idNumber?.replace(/[.\-\s]/g, '') || undefined;
  const problems = checkRegistrationFields({ ...input, idNumber }, settings.fields, { now: new Date(deps.clock()), alwaysAllowed: [] });
  if (problems.length) throw new FieldsError(problems);
  return insertUnique(deps, {
    ...(await newMemberFields(merchantId, input.username, input, idNumber)),
    type: context.type,
    uplineMemberId: context.uplineId,
    registerMethod: context.registerMethod ?? 'AGENT',
    registerIp: context.ip,
  });
}

/** The code others register with to join the member's downline. */
export async function inviteCodeOf(deps: ServiceDeps, merchantId: number, id: number): Promise<string> {
  return (await repository.inviteCodeOf(deps.db, { merchantId, id })) ?? '';
}

/** Sets a member's type (operator: makes an agent of a member). */
export async function setType(deps: ServiceDeps, merchantId: number, id: number, type: number): Promise<void> {
  await repository.updateType(deps.db, { merchantId, id, type });
}

/** Moves a member below another (operator, through the agents module, which checks the move and keeps the rates). */
export async function setUpline(deps: ServiceDeps, merchantId: number, id: number, uplineId: number): Promise<void> {
  await repository.updateUpline(deps.db, { merchantId, id, uplineId });
}

/** Trial members (type 4) have no password: they only ever get the session made with them. */
export async function createTrialMember(deps: ServiceDeps, merchantId: number, context: { ip: string; registerMethod?: string }) {
  const username = `trial_${randomBytes(6).toString('hex')}`;
  return insertUnique(deps, {
    merchantId,
    username,
    usernameLower: username,
    passwordHash: null,
    type: MEMBER_TYPE.trial,
    isTrial: true,
    registerMethod: context.registerMethod ?? null,
    registerIp: context.ip,
  });
}

export function findByUsername(deps: ServiceDeps, merchantId: number, username: string) {
  return repository.findByUsername(deps.db, { merchantId, usernameLower: username.trim().toLowerCase() });
}

export function findByMobile(deps: ServiceDeps, merchantId: number, countryDialingCode: string, mobileNum: string) {
  return repository.findByMobile(deps.db, { merchantId, countryDialingCode, mobileNum });
}

export function findById(deps: ServiceDeps, merchantId: number, id: number) {
  return repository.findById(deps.db, { merchantId, id });
}

export async function isUsernameAvailable(deps: ServiceDeps, merchantId: number, username: string): Promise<boolean> {
  return !(await findByUsername(deps, merchantId, username));
}

export async function isAffiliateCodeValid(deps: ServiceDeps, merchantId: number, code: string): Promise<boolean> {
  return Boolean(await repository.findIdByInviteCode(deps.db, { merchantId, inviteCode: code.trim() }));
}

export async function setPassword(deps: ServiceDeps, merchantId: number, id: number, password: string): Promise<void> {
  await repository.updatePasswordHash(deps.db, { merchantId, id, passwordHash: await hashPassword(password) });
}

/** Disabling a member also ends its sessions: they are checked against the status at every request. */
export async function setStatus(deps: ServiceDeps, merchantId: number, id: number, status: Member['status']): Promise<void> {
  await repository.updateStatus(deps.db, { merchantId, id, status });
}

/**
 * A member made by a first identity-provider login: regular type, no
 * password (password login cannot reach it), a derived username.
 */
export async function createSocialMember(deps: ServiceDeps, merchantId: number, context: { provider: string; ip: string }) {
  const username = `${context.provider.slice(0, 1)}_${randomBytes(6).toString('hex')}`;
  return insertUnique(deps, {
    merchantId,
    username,
    usernameLower: username,
    passwordHash: null,
    type: MEMBER_TYPE.regular,
    registerMethod: context.provider,
    registerIp: context.ip,
  });
}
/** "jo***ra": enough to recognise oneself on a public board, not enough to find anyone. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/** The status of each of the given members that exists (one query, for caches that re-read many members at once). */
export async function statusesOf(deps: ServiceDeps, merchantId: number, ids: number[]): Promise<Map<number, Member['status']>> {
  const rows = await repository.findStatuses(deps.db, { merchantId, ids: [...new Set(ids)] });
  return new Map(rows.map((r) => [r.id, r.status as Member['status']]));
}

/** Members the embedded demo seeds (demo players, the demo agent's team) register with this method, so boards can mark them. */
export const DEMO_REGISTER_METHOD = 'demo';

/** Public names of members for boards: the nickname when set, else the username (callers mask them). */
export async function publicNames(deps: ServiceDeps, merchantId: number, ids: number[]): Promise<Map<number, string>> {
  return new Map([...(await publicProfiles(deps, merchantId, ids))].map(([id, p]) => [id, p.name]));
}

/** Public names, and whether each member is one the demo seeded. */
export async function publicProfiles(
  deps: ServiceDeps,
  merchantId: number,
  ids: number[],
): Promise<Map<number, { name: string; demo: boolean }>> {
  const rows = await repository.findNames(deps.db, { merchantId, ids: [...new Set(ids)] });
  return new Map(rows.map((r) => [r.id, { name: r.nickname || r.username, demo: r.registerMethod === DEMO_REGISTER_METHOD }]));
}

export * from './member-account.js';

export {
  countFriends,
  friendsOf,
  isNonAgentType,
  recentReferrals,
  referralMember,
  referralMembers,
  type ReferralMemberRow,
} from './referrals.repository.js';
