import { z } from 'zod';
import { languages } from '../constants.js';
import { moneyStringSchema } from '../money.js';
import { idTextSchema, queryInt } from '../safe-numbers.js';
import { text } from '../safe-text.js';

/*
 * The back office's players calls (issue 29): the search, a player's page and its histories, notes, and the
 * actions support takes on an account. `:id` is the member id. Lists page on the server with an opaque cursor (the
 * `next` of the previous page), newest first unless the search says otherwise.
 */

const isoTime = z.iso.datetime({ offset: true });

/** The most rows one page of any players list holds. */
export const PLAYER_PAGE_MAX = 100;

/** The search counts exactly up to this many matches; past it the total reads "10,000+" (`totalCapped`). */
export const PLAYER_COUNT_CAP = 10_000;

/** A page's position: the `next` of the previous page, opaque to the client. */
export const playerCursorSchema = text()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'cursor.format' });

const pageQuery = { cursor: playerCursorSchema.optional(), limit: queryInt().min(1).max(PLAYER_PAGE_MAX).default(50) };

/** GET …/players/:id/… : the member id. */
export const playerParamsSchema = z.object({ id: idTextSchema }).strict();

/** The history lists: newest first, `cursor` pages on. */
export const playerPageQuerySchema = z.object(pageQuery).strict();
export type PlayerPageQuery = z.infer<typeof playerPageQuerySchema>;

export const playerStatuses = ['active', 'disabled'] as const;
export const playerSortKeys = ['id', 'registeredAt', 'username'] as const;

/**
 * GET /wps/operator/players. `username` is a prefix (any case); `mobile` the number with or without the country code;
 * `cpf` the 11 digits (dots and dash allowed); `email` the whole address (any case); `upline` the direct upline's
 * username. Filters combine with AND.
 */
export const playerSearchQuerySchema = z
  .object({
    username: text().min(1).max(40).optional(),
    mobile: text()
      .regex(/^\+?[0-9 ()-]{4,24}$/, { message: 'in_mobile_incorrect' })
      .optional(),
    cpf: text()
      .regex(/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/, { message: 'in_cpf_incorrect' })
      .optional(),
    email: text().min(3).max(254).optional(),
    id: idTextSchema.optional(),
    registeredFrom: isoTime.optional(),
    registeredTo: isoTime.optional(),
    status: z.enum(playerStatuses).optional(),
    vipLevel: queryInt().min(0).max(1000).optional(),
    upline: text().min(1).max(40).optional(),
    sort: z.enum(playerSortKeys).default('id'),
    order: z.enum(['asc', 'desc']).default('desc'),
    ...pageQuery,
  })
  .strict();
export type PlayerSearchQuery = z.infer<typeof playerSearchQuerySchema>;

/** member (a player), agent (any agent type), trial (play money only). */
export const playerKinds = ['member', 'agent', 'trial'] as const;

export const playerRowSchema = z.object({
  id: z.number().int(),
  username: text(),
  /** The real name (the payee name the member gave). */
  name: text().nullable(),
  /** `+<country code><number>`. */
  mobile: text().nullable(),
  cpf: text().nullable(),
  email: text().nullable(),
  status: z.enum(playerStatuses),
  kind: z.enum(playerKinds),
  vipLevel: z.number().int(),
  upline: text().nullable(),
  registeredAt: text(),
  lastLoginAt: text().nullable(),
  currency: text(),
  cash: moneyStringSchema,
});
export type PlayerRow = z.infer<typeof playerRowSchema>;

export const playerSearchPageSchema = z.object({
  rows: z.array(playerRowSchema),
  /** Exact up to PLAYER_COUNT_CAP; `totalCapped` when there are more. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  next: text().nullable(),
});
export type PlayerSearchPage = z.infer<typeof playerSearchPageSchema>;

const memberRefSchema = z.object({ id: z.number().int(), username: text() });

/** GET /wps/operator/players/:id: who the player is, what they hold, and the state of their sign-in. */
export const playerDetailSchema = z.object({
  id: z.number().int(),
  username: text(),
  name: text().nullable(),
  nickname: text().nullable(),
  cpf: text().nullable(),
  mobile: text().nullable(),
  email: text().nullable(),
  birthday: text().nullable(),
  kind: z.enum(playerKinds),
  /** The raw member type (SPEC §6). */
  type: z.number().int(),
  status: z.enum(playerStatuses),
  vip: z.object({ level: z.number().int(), name: text(), turnover: moneyStringSchema }),
  registeredAt: text(),
  registerIp: text().nullable(),
  registerMethod: text().nullable(),
  lastLogin: z.object({ at: text(), ip: text() }).nullable(),
  /** In the player's currency (PLAY for a trial); `held` = withdrawals on hold + stakes of running rounds. */
  balances: z.object({
    currency: text(),
    cash: moneyStringSchema,
    bonus: moneyStringSchema,
    withdrawHold: moneyStringSchema,
    inPlay: moneyStringSchema,
    held: moneyStringSchema,
    subWallets: moneyStringSchema,
    points: z.number().int(),
  }),
  loginLock: z.object({ lockedUntil: text().nullable(), recentFailures: z.number().int() }),
  liveSessions: z.number().int(),
  upline: memberRefSchema.nullable(),
  /** The nearest agent above the player (the upline itself when it is an agent). */
  agent: memberRefSchema.extend({ depth: z.number().int() }).nullable(),
  /** Direct upline first, up to the top (at most 20). */
  uplineChain: z.array(memberRefSchema.extend({ type: z.number().int() })),
  counts: z.object({
    deposits: z.number().int(),
    depositTotal: moneyStringSchema,
    withdrawals: z.number().int(),
    withdrawalTotal: moneyStringSchema,
    referrals: z.number().int(),
  }),
});
export type PlayerDetail = z.infer<typeof playerDetailSchema>;

const pageOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), next: text().nullable() });

/** GET …/ledger: the player's entries, one per transfer and account touched. */
export const playerLedgerRowSchema = z.object({
  entryId: z.number().int(),
  transferId: z.number().int(),
  at: text(),
  /** The transfer's reason (deposit, bet, win, withdraw_hold …). */
  code: text(),
  /** The player's account it moved (cash, bonus, withdraw_hold …). */
  account: text(),
  currency: text(),
  amount: moneyStringSchema,
  balanceAfter: moneyStringSchema,
  reference: text().nullable(),
});
export const playerLedgerPageSchema = pageOf(playerLedgerRowSchema);
export type PlayerLedgerPage = z.infer<typeof playerLedgerPageSchema>;

export const playerRoundRowSchema = z.object({
  id: z.number().int(),
  roundId: text(),
  at: text(),
  game: text(),
  vendor: text(),
  currency: text(),
  stake: moneyStringSchema,
  win: moneyStringSchema,
  status: z.enum(['open', 'completed', 'cancelled']),
  settledAt: text().nullable(),
});
export const playerRoundsPageSchema = pageOf(playerRoundRowSchema);
export type PlayerRoundsPage = z.infer<typeof playerRoundsPageSchema>;

export const playerPaymentRowSchema = z.object({
  kind: z.enum(['deposit', 'withdrawal']),
  id: z.number().int(),
  orderNo: text(),
  at: text(),
  amount: moneyStringSchema,
  status: text(),
  /** The PSP's charge id (txid) of a deposit. */
  txid: text().nullable(),
  /** The PIX end-to-end id, once the money moved. */
  endToEndId: text().nullable(),
  /** When it was paid (deposit) or last changed (withdrawal). */
  updatedAt: text().nullable(),
  /** Why a withdrawal was rejected or failed. */
  reason: text().nullable(),
});
export const playerPaymentsPageSchema = pageOf(playerPaymentRowSchema);
export type PlayerPaymentsPage = z.infer<typeof playerPaymentsPageSchema>;

/** Successful sign-ins, and the failed guesses the login ladder still keeps (its 15-minute window). */
export const playerLoginRowSchema = z.object({
  at: text(),
  success: z.boolean(),
  ip: text(),
  userAgent: text().nullable(),
  deviceId: text().nullable(),
});
export const playerLoginsPageSchema = pageOf(playerLoginRowSchema);
export type PlayerLoginsPage = z.infer<typeof playerLoginsPageSchema>;

export const playerReferralRowSchema = z.object({
  id: z.number().int(),
  username: text(),
  status: z.enum(playerStatuses),
  registeredAt: text(),
  firstDeposit: z.object({ at: text(), amount: moneyStringSchema }).nullable(),
});
export const playerReferralsPageSchema = pageOf(playerReferralRowSchema);
export type PlayerReferralsPage = z.infer<typeof playerReferralsPageSchema>;

export const playerNoteSchema = z.object({
  id: z.number().int(),
  authorId: z.number().int().nullable(),
  authorName: text(),
  body: text(),
  at: text(),
});
export type PlayerNote = z.infer<typeof playerNoteSchema>;
export const playerNotesPageSchema = pageOf(playerNoteSchema);
export type PlayerNotesPage = z.infer<typeof playerNotesPageSchema>;

const notBlank = (s: string) => s.trim().length > 0;

/** POST …/notes: appended with its author and time, never edited. */
export const playerNoteBodySchema = z.object({ body: text().min(1).max(2000).refine(notBlank, { message: 'text.blank' }) }).strict();
export type PlayerNoteBody = z.infer<typeof playerNoteBodySchema>;

/** Why the operator acts: kept in the audit trail with the action. */
const reasonSchema = text().min(3).max(500).refine(notBlank, { message: 'text.blank' });

export const playerStatusBodySchema = z.object({ status: z.enum(playerStatuses), reason: reasonSchema }).strict();
export type PlayerStatusBody = z.infer<typeof playerStatusBodySchema>;

/** POST …/logout and …/unlock. */
export const playerActionBodySchema = z.object({ reason: reasonSchema }).strict();
export type PlayerActionBody = z.infer<typeof playerActionBodySchema>;

/** POST …/password-reset: the message in the player's language (Portuguese unless told). */
export const playerPasswordResetBodySchema = z.object({ reason: reasonSchema, language: z.enum(languages).optional() }).strict();
export type PlayerPasswordResetBody = z.infer<typeof playerPasswordResetBodySchema>;

/** E-mail when the player has an address (a reset link), else SMS (a code for the set-password-by-phone form). */
export const playerPasswordResetResultSchema = z.object({
  channel: z.enum(['email', 'sms']),
  /** Where it went, partly masked. */
  sentTo: text(),
  player: playerDetailSchema,
});
export type PlayerPasswordResetResult = z.infer<typeof playerPasswordResetResultSchema>;
