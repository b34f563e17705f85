import { z } from 'zod';
import { moneyStringSchema } from '../money.js';
import { text } from '../safe-text.js';
import { countedPageQuery } from '../backoffice/paging.js';

/*
 * Regulator files (issue 30 item 9; docs/regulator-files.md): every merchant day, the files of that day's bets,
 * bettors and wallet movements, with a manifest of their SHA-256, kept five years, listed in the back office with
 * download, resend and regenerate. Lists answer a bare array with the whole count in `x-total-count`.
 */

/** The three data files of a day, each `<kind>.csv` in the first format, and the manifest beside them. */
export const REGULATOR_FILE_KINDS = ['bets', 'bettors', 'movements'] as const;
export type RegulatorFileKind = (typeof REGULATOR_FILE_KINDS)[number];
export const REGULATOR_MANIFEST_NAME = 'manifest.json';

/** pending: due (or asked again) and not started; running: one process writes it; generated: files kept; failed: retried later. */
export const REGULATOR_SET_STATUSES = ['pending', 'running', 'generated', 'failed'] as const;
export type RegulatorSetStatus = (typeof REGULATOR_SET_STATUSES)[number];

/** Where the delivery stands: not sent yet, accepted by the regulator, refused or unreachable, or left to the operator. */
export const REGULATOR_DELIVERY_STATUSES = ['pending', 'accepted', 'failed', 'manual'] as const;
export type RegulatorDeliveryStatus = (typeof REGULATOR_DELIVERY_STATUSES)[number];

/** A calendar date that exists (no 31 February), years 1000 to 2999: what the database's `date` takes. */
const realDay = (value: string) => {
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value);
};

/** A merchant day, YYYY-MM-DD (America/Sao_Paulo). */
export const merchantDaySchema = text()
  .regex(/^[12]\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: 'date_format' })
  // Refinements run after a failed format too: only a well-formed value is read as a date.
  .refine((value) => !/^[12]\d{3}-\d{2}-\d{2}$/.test(value) || realDay(value), { message: 'date_format' });

/** GET /wps/operator/regulator/files: newest day first; `from`/`to` are inclusive days. */
export const regulatorFilesQuerySchema = z
  .object({
    status: z.enum(REGULATOR_SET_STATUSES).optional(),
    from: merchantDaySchema.optional(),
    to: merchantDaySchema.optional(),
    ...countedPageQuery,
  })
  .strict();
export type RegulatorFilesQuery = z.infer<typeof regulatorFilesQuerySchema>;

export const regulatorDayParamsSchema = z.object({ day: merchantDaySchema }).strict();

/** GET …/:day/download/:file: one of the data files or the manifest. */
export const regulatorDownloadParamsSchema = z
  .object({ day: merchantDaySchema, file: z.enum([...REGULATOR_FILE_KINDS, 'manifest']) })
  .strict();
export type RegulatorDownloadParams = z.infer<typeof regulatorDownloadParamsSchema>;

/** POST …/:day/regenerate and …/:day/resend take no fields. */
export const regulatorActionBodySchema = z.object({}).strict();

export const regulatorFileSchema = z.object({
  kind: z.enum(REGULATOR_FILE_KINDS),
  name: text(),
  rows: z.number().int(),
  bytes: z.number().int(),
  sha256: text(),
  /** Sums of the file's amounts: bets `stake`/`win`, movements `in`/`out`; none for bettors. */
  totals: z.record(text(), moneyStringSchema),
});
export type RegulatorFile = z.infer<typeof regulatorFileSchema>;

export const regulatorSubmissionSchema = z.object({
  id: z.number().int(),
  at: text(),
  /** The submission adapter (REGULATOR_SUBMISSION). */
  adapter: text(),
  result: z.enum(['accepted', 'failed']),
  /** The regulator's receipt when accepted; its refusal or the transport error when failed. */
  receipt: text().nullable(),
  error: text().nullable(),
  /** Who asked: the job, or the operator who resent. */
  by: text(),
  /** The manifest's SHA-256 as sent. */
  manifestSha256: text(),
});
export type RegulatorSubmission = z.infer<typeof regulatorSubmissionSchema>;

/** One merchant day's file set as the back office lists it. */
export const regulatorFileSetSchema = z.object({
  day: text(),
  /** The exporter that wrote the files (docs/regulator-files.md). */
  format: text(),
  status: z.enum(REGULATOR_SET_STATUSES),
  /** Runs started (the job's and regenerations); the last failure stays in `error` until a run succeeds. */
  attempts: z.number().int(),
  error: text().nullable(),
  generation: z.number().int(),
  generatedAt: text().nullable(),
  manifestSha256: text().nullable(),
  manifestBytes: z.number().int().nullable(),
  files: z.array(regulatorFileSchema),
  delivery: z.enum(REGULATOR_DELIVERY_STATUSES),
  submissions: z.array(regulatorSubmissionSchema),
});
export type RegulatorFileSet = z.infer<typeof regulatorFileSetSchema>;
