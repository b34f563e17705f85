import { z } from 'zod';
import { cpfSchema } from '../auth/fields.js';
import { countedPageQuery } from '../backoffice/paging.js';
import { moneyStringSchema } from '../money.js';
import { idTextSchema } from '../safe-numbers.js';
import { text } from '../safe-text.js';

/*
 * Barred persons (issue 30 item 4; docs/decisions/player-protection.md): the regulator's list of people who may not
 * bet (Lei 14.790/2023 art. 26, Portaria SPA/MF 1.231/2024 art. 8, SIGAP's "Módulo de Impedidos"), checked at
 * registration, at a member's first login of the day and over the whole base every 15 days. A hit blocks the
 * account: bets and deposits refused, withdrawals open until a deadline, then the account is closed.
 */

/**
 * Why a person is barred, as the check reports it: `social_program` (Bolsa Família / BPC, IN SPA/MF 22/2025),
 * `central_self_exclusion` (the national self-exclusion, IN SPA/MF 31/2025), `court_order` (an administrative or
 * judicial decision), `gambling_disorder` (art. 26 VI), `sports_influence` (art. 26 V), `operator_related` (owners,
 * staff and their relatives, people with access to the betting systems: art. 26 II and IV), `public_agent` (art.
 * 26 III), `other`.
 */
export const BARRED_CATEGORIES = [
  'social_program',
  'central_self_exclusion',
  'court_order',
  'gambling_disorder',
  'sports_influence',
  'operator_related',
  'public_agent',
  'other',
] as const;
export type BarredCategory = (typeof BARRED_CATEGORIES)[number];

/** Which adapter answers the check (BARRED_PERSONS_CHECK): the embedded sandbox or the regulator's API over HTTP. */
export const BARRED_ADAPTERS = ['sandbox', 'http'] as const;
export type BarredAdapter = (typeof BARRED_ADAPTERS)[number];

/** A blocked account may still withdraw until its deadline; `closed` after it (no login, the rest of the balance owed). */
export const BARRED_CASE_STATUSES = ['blocked', 'closed'] as const;
export type BarredCaseStatus = (typeof BARRED_CASE_STATUSES)[number];

/** Where a hit was found: the first login of a day, or the sweep of the whole base. */
export const BARRED_SOURCES = ['login', 'sweep'] as const;
export type BarredSource = (typeof BARRED_SOURCES)[number];

export const BARRED_RUN_STATUSES = ['running', 'finished', 'failed'] as const;
export type BarredRunStatus = (typeof BARRED_RUN_STATUSES)[number];

/** The sandbox's list: a CPF with its category and the operator's note. */
export const barredSandboxEntrySchema = z.object({
  id: z.number().int(),
  cpf: text(),
  category: z.enum(BARRED_CATEGORIES),
  note: text(),
  createdAt: text(),
  createdBy: text(),
});
export type BarredSandboxEntry = z.infer<typeof barredSandboxEntrySchema>;

/** POST /wps/operator/barred/sandbox/entries. */
export const barredSandboxEntryBodySchema = z
  .object({ cpf: cpfSchema, category: z.enum(BARRED_CATEGORIES), note: text().trim().max(500).default('') })
  .strict();
export type BarredSandboxEntryBody = z.input<typeof barredSandboxEntryBodySchema>;

export const barredSandboxEntryParamsSchema = z.object({ id: idTextSchema }).strict();

/** GET …/barred/sandbox/entries: newest first; `cpf` finds one (digits, a prefix). */
export const barredSandboxQuerySchema = z
  .object({
    cpf: text()
      .regex(/^\d{1,11}$/, { message: 'in_cpf_incorrect' })
      .optional(),
    ...countedPageQuery,
  })
  .strict();
export type BarredSandboxQuery = z.infer<typeof barredSandboxQuerySchema>;

/** PUT …/barred/sandbox: the switch that makes the sandbox answer as if the regulator were down. */
export const barredSandboxSettingsBodySchema = z.object({ failing: z.boolean() }).strict();

/** One sweep over the whole base. */
export const barredRunSchema = z.object({
  id: z.number().int(),
  trigger: z.enum(['job', 'operator']),
  status: z.enum(BARRED_RUN_STATUSES),
  startedAt: text(),
  finishedAt: text().nullable(),
  checked: z.number().int(),
  hits: z.number().int(),
  /** A message without personal data: the outage that stopped it. */
  error: text().nullable(),
});
export type BarredRun = z.infer<typeof barredRunSchema>;

/** GET /wps/operator/barred: the adapter, whether the merchant's profile requires the check, the sweep's last run. */
export const barredOverviewSchema = z.object({
  adapter: z.enum(BARRED_ADAPTERS),
  required: z.boolean(),
  /** Only with the sandbox: whether it answers as if the regulator were down. */
  sandboxFailing: z.boolean(),
  withdrawalDays: z.number().int(),
  sweepDays: z.number().int(),
  /** When the next sweep is due (null: the profile does not require it). */
  nextSweepAt: text().nullable(),
  lastRun: barredRunSchema.nullable(),
  blocked: z.number().int(),
  closed: z.number().int(),
});
export type BarredOverview = z.infer<typeof barredOverviewSchema>;

export const barredRunsQuerySchema = z.object(countedPageQuery).strict();
export const barredRunBodySchema = z.object({}).strict();

/** A blocked or closed account, as the back office lists it. */
export const barredCaseSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: text(),
  category: z.enum(BARRED_CATEGORIES),
  source: z.enum(BARRED_SOURCES),
  status: z.enum(BARRED_CASE_STATUSES),
  detectedAt: text(),
  /** The last moment to withdraw; the account is closed after it. */
  deadline: text(),
  closedAt: text().nullable(),
  /** Bets of open rounds cancelled and refunded when the account was blocked. */
  refundedBets: z.number().int(),
  refunded: moneyStringSchema,
  /** What was left in the member's accounts at closure: owed to the member, returned by the operator. */
  owedAtClosure: moneyStringSchema.nullable(),
});
export type BarredCase = z.infer<typeof barredCaseSchema>;

export const barredCasesQuerySchema = z
  .object({ status: z.enum(BARRED_CASE_STATUSES).optional(), memberId: idTextSchema.optional(), ...countedPageQuery })
  .strict();
export type BarredCasesQuery = z.infer<typeof barredCasesQuerySchema>;
