import { z } from 'zod';
import { cpfSchema } from '../auth/fields.js';
import { countedPageQuery } from '../backoffice/paging.js';
import { bigIdTextSchema } from '../safe-numbers.js';
import { text } from '../safe-text.js';
import {
  cpfStatuses,
  documentKinds,
  documentRejectionReasons,
  documentStates,
  KYC_LIMITS,
  kycDateSchema,
  livenessStates,
  revocationReasons,
  sandboxCpfStatuses,
} from './kyc.js';

/** The back office's queues: documents waiting for a decision, and CPFs the register answered dead, null or cancelled. */
export const kycQueues = ['pending', 'alerts'] as const;
export type KycQueue = (typeof kycQueues)[number];

export const kycReviewsQuerySchema = z.object({ queue: z.enum(kycQueues).default('pending'), ...countedPageQuery }).strict();
export type KycReviewsQuery = z.infer<typeof kycReviewsQuerySchema>;

/** A stored file the reviewer opens (selfie, document sides): its id for GET API.operatorKycFile and its type. */
const fileRefSchema = z.object({ id: z.number().int(), contentType: text() }).nullable();

/** One member's verification as the operator reviews it (the queue's rows and the player page's tab). */
export const kycReviewSchema = z.object({
  memberId: z.number().int(),
  username: text(),
  cpf: text().nullable(),
  birthDate: text().nullable(),
  /** The name the member gave at the CPF step. */
  fullName: text().nullable(),
  required: z.boolean(),
  registry: z.object({
    status: z.enum(cpfStatuses).nullable(),
    checkedAt: text().nullable(),
    nameMatch: z.boolean().nullable(),
    birthDateMatch: z.boolean().nullable(),
    adult: z.boolean().nullable(),
    /** The register's own spelling of the name. */
    name: text().nullable(),
  }),
  liveness: z.object({ state: z.enum(livenessStates), score: z.number().int().nullable(), at: text().nullable(), selfie: fileRefSchema }),
  document: z.object({
    state: z.enum(documentStates),
    kind: z.enum(documentKinds).nullable(),
    reason: z.enum(documentRejectionReasons).nullable(),
    submittedAt: text().nullable(),
    decidedAt: text().nullable(),
    decidedBy: text().nullable(),
    front: fileRefSchema,
    back: fileRefSchema,
  }),
  verifiedAt: text().nullable(),
  revoked: z.object({ at: text(), reason: z.enum(revocationReasons), by: text() }).nullable(),
  /** The register answered a status that ends the relationship (deceased, null, cancelled): the operator looks at it. */
  alertAt: text().nullable(),
});
export type KycReview = z.infer<typeof kycReviewSchema>;

/** An operator's decision on the document photos waiting for review. */
export const kycDocumentDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }).strict(),
  z.object({ decision: z.literal('reject'), reason: z.enum(documentRejectionReasons) }).strict(),
]);
export type KycDocumentDecision = z.infer<typeof kycDocumentDecisionSchema>;

/** Taking a verified identity back: deposits and play close again under BR, every step is asked again. */
export const kycRevokeBodySchema = z.object({ reason: z.enum(revocationReasons) }).strict();
export type KycRevokeBody = z.infer<typeof kycRevokeBodySchema>;

export const kycFileParamsSchema = z.object({ id: bigIdTextSchema }).strict();

/** One record of the sandbox's CPF register, as the operator edits it. */
export const sandboxCpfRecordSchema = z.object({
  cpf: text(),
  status: z.enum(sandboxCpfStatuses),
  name: text(),
  birthDate: text(),
  updatedAt: text(),
});
export type SandboxCpfRecord = z.infer<typeof sandboxCpfRecordSchema>;

export const sandboxCpfParamsSchema = z.object({ cpf: cpfSchema }).strict();
export const sandboxCpfBodySchema = z
  .object({
    status: z.enum(sandboxCpfStatuses),
    name: text().trim().min(3).max(KYC_LIMITS.fullNameLength),
    birthDate: kycDateSchema,
  })
  .strict();
export type SandboxCpfBody = z.infer<typeof sandboxCpfBodySchema>;

/** The sandboxes' switches: the register unreachable (every look-up a 503), every selfie failed. */
export const kycSandboxSwitchesSchema = z.object({ registryDown: z.boolean(), livenessFailAll: z.boolean() }).strict();
export type KycSandboxSwitches = z.infer<typeof kycSandboxSwitchesSchema>;

/** The sandbox page: which adapters run (the editor works only for the sandbox), its switches and records. */
export const kycSandboxSchema = z.object({
  registry: z.enum(['sandbox', 'http']),
  liveness: z.enum(['sandbox', 'http']),
  switches: kycSandboxSwitchesSchema,
  records: z.array(sandboxCpfRecordSchema),
});
export type KycSandbox = z.infer<typeof kycSandboxSchema>;
