import { z } from 'zod';
import { moneyStringSchema } from '../money.js';
import { bigIdTextSchema, idTextSchema } from '../safe-numbers.js';
import { text } from '../safe-text.js';
import { countedPageQuery } from '../backoffice/paging.js';

/*
 * Personal data under the LGPD (Lei 13.709/2018, arts. 16, 18 and 19; issue 30 item 10): a player asks for a copy of
 * their data (a JSON file kept 7 days, downloaded from their own session) and for the account to be closed; the back
 * office lists the requests and processes (anonymises) or refuses a closure. docs/decisions/player-protection.md.
 */

export const PRIVACY_REQUEST_KINDS = ['export', 'closure'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/**
 * pending: asked, not started; processing: an export being written (or a closure being anonymised); done: the file is
 * ready / the account anonymised; refused: an operator refused the closure (with a reason); failed: an export that
 * could not be written after its retries.
 */
export const PRIVACY_REQUEST_STATUSES = ['pending', 'processing', 'done', 'refused', 'failed'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** One copy of one's data per 24 hours; each copy can be downloaded for 7 days. */
export const PRIVACY_EXPORT_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const PRIVACY_EXPORT_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** The records the law obliges the operator to keep are kept this long after the closure is processed. */
export const PRIVACY_RETENTION_YEARS = 5;

const isoTime = z.iso.datetime({ offset: true });

/** One of the player's own requests, as their privacy page shows it. */
export const privacyRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  requestedAt: text(),
  /** When the export was written, or the closure processed or refused. */
  completedAt: text().nullable(),
  /** An export's download ends then (null for a closure, or before the file exists). */
  expiresAt: text().nullable(),
  /** The export's size in bytes once written. */
  bytes: z.number().int().nullable(),
  /** Whether the export can be downloaded now (done and not expired). */
  downloadable: z.boolean(),
  /** The operator's reason when a closure was refused. */
  refusalReason: text().nullable(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;

/** GET /wps/privacy: the member's requests, newest first, and when they may ask for the next copy. */
export const privacyOverviewSchema = z.object({
  requests: z.array(privacyRequestSchema),
  /** null: a copy may be asked now. */
  nextExportAt: text().nullable(),
});
export type PrivacyOverview = z.infer<typeof privacyOverviewSchema>;

/** POST /wps/privacy/exports takes no fields. */
export const privacyExportBodySchema = z.object({}).strict();

/** GET /wps/privacy/exports/:id/download. */
export const privacyExportParamsSchema = z.object({ id: bigIdTextSchema }).strict();

/**
 * POST /wps/privacy/closure: the password again (each guess counted; an account opened by a Google or Facebook
 * sign-in has none, and its session is the proof), and an optional reason.
 */
export const privacyClosureBodySchema = z
  .object({
    password: text().min(1).max(128).optional(),
    reason: text().trim().max(500).optional(),
  })
  .strict();
export type PrivacyClosureBody = z.infer<typeof privacyClosureBodySchema>;

/** GET /wps/operator/privacy/requests: newest first; `from`/`to` bound the request time ([from, to)). */
export const privacyRequestsQuerySchema = z
  .object({
    kind: z.enum(PRIVACY_REQUEST_KINDS).optional(),
    status: z.enum(PRIVACY_REQUEST_STATUSES).optional(),
    memberId: idTextSchema.optional(),
    from: isoTime.optional(),
    to: isoTime.optional(),
    ...countedPageQuery,
  })
  .strict();
export type PrivacyRequestsQuery = z.infer<typeof privacyRequestsQuerySchema>;

export const privacyRequestParamsSchema = z.object({ id: bigIdTextSchema }).strict();

/** POST …/:id/process takes no fields; …/:id/refuse a reason the player reads. */
export const privacyProcessBodySchema = z.object({}).strict();
export const privacyRefuseBodySchema = z.object({ reason: text().trim().min(3).max(500) }).strict();

/** One row of the back office's list. */
export const backofficePrivacyRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  memberId: z.number().int(),
  /** The member's username now (replaced by a neutral one once a closure is processed). */
  username: text().nullable(),
  requestedAt: text(),
  completedAt: text().nullable(),
  expiresAt: text().nullable(),
  bytes: z.number().int().nullable(),
  attempts: z.number().int(),
  /** The last failure of an export (no personal data). */
  error: text().nullable(),
  /** The player's own words when asking to close. */
  reason: text().nullable(),
  refusalReason: text().nullable(),
  /** The operator who processed or refused a closure. */
  decidedBy: text().nullable(),
  /** After this day the records kept at closure may be deleted. */
  retainUntil: text().nullable(),
});
export type BackofficePrivacyRequest = z.infer<typeof backofficePrivacyRequestSchema>;

/** What happens to one category of data when a closure is processed (the server's retention-rules.ts). */
export const retentionRuleSchema = z.object({
  category: text(),
  atClosure: z.enum(['erase', 'keep']),
  /** Years kept after the closure is processed; null when erased at once. */
  keptYears: z.number().int().nullable(),
  /** The law or reason behind the rule. */
  basis: text(),
});
export type RetentionRule = z.infer<typeof retentionRuleSchema>;

/** GET /wps/operator/privacy/requests/:id: the row, the member's standing and the rules a closure applies. */
export const privacyRequestDetailSchema = z.object({
  request: backofficePrivacyRequestSchema,
  member: z.object({
    status: text(),
    /** Real money held by the member (withdrawable, held and in play; bonus money apart). */
    balance: moneyStringSchema,
    bonus: moneyStringSchema,
    pendingWithdrawals: z.number().int(),
  }),
  /** Error codes that refuse processing the closure now (empty when it may be processed). */
  blockers: z.array(text()),
  retention: z.array(retentionRuleSchema),
});
export type PrivacyRequestDetail = z.infer<typeof privacyRequestDetailSchema>;
