import { formatMinor, registerMethods } from '@app/contract';
import { maskCpf } from '../account/masking.js';
import type { MemberProfile } from '../members/personal-data.js';
import type * as messages from '../messages/personal-data.js';
import type * as promotions from '../promotions/personal-data.js';
import type { EntryRow, MemberAccount, RoundRow } from './privacy-sources.repository.js';

/*
 * How the rows of each part appear in a copy of one's data: names a person reads (camelCase, no internal ids they
 * cannot use), amounts as decimal strings with two places, times in ISO 8601 (UTC).
 */

type Time = Date | string | null | undefined;
export const iso = (value: Time): string | null => (value === null || value === undefined ? null : new Date(value).toISOString());
export const money = (minor: string | bigint | number | null | undefined): string | null =>
  minor === null || minor === undefined ? null : formatMinor(BigInt(minor));

export function profileOf(p: MemberProfile) {
  return {
    memberId: p.id,
    username: p.username,
    name: p.name,
    nickname: p.nickname,
    cpf: p.cpf,
    birthDate: p.birthDate,
    email: p.email,
    mobile: p.mobileNum ? `+${(p.countryDialingCode ?? '').replace(/^\+/, '')} ${p.mobileNum}` : null,
    contacts: p.contacts,
    registeredAt: iso(p.registeredAt),
    registrationIp: p.registerIp,
    registrationMethod: p.registerMethod,
    registrationPage: p.registerUrl,
    inviteCode: p.inviteCode,
    invitedWithCode: p.affiliateCodeUsed,
    status: p.status,
  };
}

/**
 * The registration form asks for the terms and the age (18+) to be accepted, from any of the site's apps (the method is
 * the app: H5, PWA, …); accounts an agent or a Google/Facebook sign-in opened were not asked there.
 */
export function consentsOf(p: MemberProfile) {
  const byForm = (registerMethods as readonly string[]).includes(p.registerMethod ?? '');
  return {
    termsAndAge: byForm ? { acceptedAt: iso(p.registeredAt), where: 'registration form' } : null,
    marketing: null,
  };
}

export const roundOf = (r: RoundRow) => ({
  roundId: r.round_id,
  vendor: r.vendor,
  game: r.game_code,
  currency: r.currency,
  status: r.status,
  stake: money(r.stake),
  win: money(r.win),
  startedAt: iso(r.created_at),
  settledAt: iso(r.settled_at),
});

export const balanceOf = (a: MemberAccount) => ({ account: a.code, currency: a.currency, balance: money(a.balance) });

export const entryOf = (account: MemberAccount) => (e: EntryRow) => ({
  account: account.code,
  currency: account.currency,
  at: iso(e.created_at),
  reason: e.code,
  amount: money(e.amount),
  balanceAfter: money(e.balance_after),
  reference: e.reference,
  transferId: e.transfer_id,
});

export interface DepositRow {
  order_no: string;
  amount: string;
  status: string;
  created_at: Date;
  paid_at: Date | null;
  payer_cpf: string | null;
  return_reason: string | null;
  returned_at: Date | null;
}

export const depositOf = (d: DepositRow) => ({
  orderNo: d.order_no,
  amount: money(d.amount),
  status: d.status,
  createdAt: iso(d.created_at),
  paidAt: iso(d.paid_at),
  // The payer may be another person (a payment returned to them): their CPF is not the player's to read in full.
  payerCpf: maskCpf(d.payer_cpf),
  returnReason: d.return_reason,
  returnedAt: iso(d.returned_at),
});

export interface WithdrawalRow {
  order_no: string;
  amount: string;
  status: string;
  pix_key_type: string;
  pix_key_masked: string;
  holder_name: string;
  reason: string | null;
  created_at: Date;
  updated_at: Date;
}

export const withdrawalOf = (w: WithdrawalRow) => ({
  orderNo: w.order_no,
  amount: money(w.amount),
  status: w.status,
  pixKeyType: w.pix_key_type,
  pixKey: w.pix_key_masked,
  holderName: w.holder_name,
  reason: w.reason,
  requestedAt: iso(w.created_at),
  updatedAt: iso(w.updated_at),
});

type PromotionEntry = Awaited<ReturnType<typeof promotions.promotionEntriesOf>>[number];
type RewardApplication = Awaited<ReturnType<typeof promotions.rewardApplicationsOf>>[number];

export const promotionEntryOf = (e: PromotionEntry) => ({
  promotion: e.promotion,
  status: e.status,
  bonus: money(e.bonus),
  wageringTarget: money(e.wagering_target),
  period: e.period || null,
  joinedAt: iso(e.joined_at),
  grantedAt: iso(e.granted_at),
  closedAt: iso(e.closed_at),
});

export const rewardApplicationOf = (a: RewardApplication) => ({
  promotion: a.promotion,
  remarks: a.remarks,
  pictures: Number(a.pictures),
  status: a.status,
  reward: money(a.reward),
  decisionReason: a.reason,
  appliedAt: iso(a.created_at),
  decidedAt: iso(a.decided_at),
});

export const inboxMessageOf = (m: Awaited<ReturnType<typeof messages.inboxOf>>[number]) => ({
  title: m.title,
  content: m.content,
  sentAt: iso(m.created_at),
  readAt: iso(m.read_at),
  deletedAt: iso(m.deleted_at),
});

export const chatMessageOf = (m: Awaited<ReturnType<typeof messages.chatPage>>[number]) => ({
  from: m.sender,
  text: m.body,
  at: iso(m.created_at),
});
