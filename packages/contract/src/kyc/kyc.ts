import { z } from 'zod';
import { cpfSchema } from '../auth/fields.js';
import { text } from '../safe-text.js';

/*
 * Identity verification (KYC, issue 30 item 5; docs/decisions/player-protection.md). A member is verified when the
 * Receita Federal's register holds their CPF as Regular under their name and birth date, they are 18 or older, a
 * facial liveness check passed and an operator approved the photo of their RG or CNH. Under BR (the duty
 * `verified_identity`) deposits and play open only then; under NONE the same steps are optional.
 */

/**
 * The Receita Federal's "situação cadastral" of a CPF (Serpro Consulta CPF codes 0, 4, 2, 5 and 9, 3, 8), and
 * `not_found` for a number the register does not hold.
 */
export const cpfStatuses = ['regular', 'pending', 'suspended', 'cancelled', 'deceased', 'null', 'not_found'] as const;
export type CpfStatus = (typeof cpfStatuses)[number];
/** What the sandbox's operator may give a record: every status the register answers for a number it holds. */
export const sandboxCpfStatuses = ['regular', 'pending', 'suspended', 'cancelled', 'deceased', 'null'] as const;
export type SandboxCpfStatus = (typeof sandboxCpfStatuses)[number];

export const livenessStates = ['none', 'passed', 'failed'] as const;
export type LivenessState = (typeof livenessStates)[number];

export const documentKinds = ['rg', 'cnh'] as const;
export type DocumentKind = (typeof documentKinds)[number];
export const documentStates = ['none', 'pending', 'approved', 'rejected'] as const;
export type DocumentState = (typeof documentStates)[number];

/** Why an operator rejects a document photo; each has a translated text for the player and the back office. */
export const documentRejectionReasons = [
  'illegible',
  'incomplete',
  'expired',
  'not_matching',
  'not_a_document',
  'suspected_fraud',
] as const;
export type DocumentRejectionReason = (typeof documentRejectionReasons)[number];

/** Why an operator takes a verified identity back (the document was fake, the player asked, …). */
export const revocationReasons = ['fake_document', 'identity_theft', 'registry_changed', 'other'] as const;
export type RevocationReason = (typeof revocationReasons)[number];

export const KYC_LIMITS = {
  /** Each side of a document, and the selfie, after decoding. */
  fileBytes: 5_242_880,
  /** Registry look-ups a member may ask for per merchant day (each one costs the operator a billed call). */
  cpfChecksPerDay: 5,
  /** Liveness sessions a member may open per merchant day. */
  livenessSessionsPerDay: 10,
  fullNameLength: 120,
} as const;

/** 18 years (Lei 14.790/2023 art. 26 I): betting is forbidden to anyone younger. */
export const MINIMUM_AGE_YEARS = 18;

/** A YYYY-MM-DD date that exists in the calendar. */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value);
}

/**
 * Whether someone born on `birthDate` (YYYY-MM-DD) is 18 or older at `now`, on the calendar: born on 29 February,
 * they come of age on 1 March of a common year.
 */
export function isAdultOn(birthDate: string, now: Date): boolean {
  const [year = 0, month = 1, day = 1] = birthDate.split('-').map(Number);
  return Date.UTC(year + MINIMUM_AGE_YEARS, month - 1, day) <= now.getTime();
}

/**
 * A name as the register compares it: accents and case do not count (the Receita stores "JOSE DA SILVA" for
 * "José da Silva"), nor do repeated spaces, dots or hyphens.
 */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[.\-'’]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}

/** A birth date as the forms send it. */
export const kycDateSchema = text().refine(isRealDate, { message: 'in_birthday_incorrect' });

/** A file as the player's browser sends it: a base64 data URL; the server reads the type from its first bytes. */
export const kycFileSchema = text()
  .max(Math.ceil((KYC_LIMITS.fileBytes * 4) / 3) + 64, { message: 'kyc_file_too_large' })
  .regex(/^data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/]*={0,2}$/, { message: 'kyc_file_type' });

/** POST API.kycCpf: the full name as on the CPF; CPF and birth date only when the account has none on file. */
export const kycCpfCheckBodySchema = z
  .object({
    fullName: text()
      .trim()
      .min(3, { message: 'kyc_full_name' })
      .max(KYC_LIMITS.fullNameLength, { message: 'kyc_full_name' })
      .regex(/^[\p{L}][\p{L} .'’-]*$/u, { message: 'kyc_full_name' }),
    cpf: cpfSchema.optional(),
    birthDate: kycDateSchema.optional(),
  })
  .strict();
export type KycCpfCheckBody = z.input<typeof kycCpfCheckBodySchema>;

export const kycSelfieBodySchema = z.object({ image: kycFileSchema }).strict();
export type KycSelfieBody = z.infer<typeof kycSelfieBodySchema>;

export const kycDocumentBodySchema = z.object({ kind: z.enum(documentKinds), front: kycFileSchema, back: kycFileSchema }).strict();
export type KycDocumentBody = z.infer<typeof kycDocumentBodySchema>;

export const kycLivenessParamsSchema = z.object({ sessionId: text().regex(/^[A-Za-z0-9-]{8,64}$/, { message: 'id_format' }) }).strict();

/** The member's own verification, as the player site's steps show it. */
export const kycStatusSchema = z.object({
  /** The jurisdiction opens deposits and play only to a verified identity (BR). */
  required: z.boolean(),
  verifiedAt: text().nullable(),
  /** What the account holds: the CPF masked, the birth date, the name last given (each null when missing). */
  registered: z.object({ cpfMasked: text().nullable(), birthDate: text().nullable(), fullName: text().nullable() }),
  cpf: z.object({
    status: z.enum(cpfStatuses).nullable(),
    checkedAt: text().nullable(),
    nameMatch: z.boolean().nullable(),
    birthDateMatch: z.boolean().nullable(),
    adult: z.boolean().nullable(),
    /** Step 1 done: Regular, name and birth date match, 18 or older. */
    passed: z.boolean(),
    /** The error code that explains a failed check (translated by the client), or null. */
    refusal: text().nullable(),
    checksLeft: z.number().int(),
  }),
  liveness: z.object({
    state: z.enum(livenessStates),
    at: text().nullable(),
    sessionsLeft: z.number().int(),
    /** Where the selfie is taken: on this site (the embedded sandbox) or on the provider's own capture page. */
    capture: z.enum(['site', 'provider']),
  }),
  document: z.object({
    state: z.enum(documentStates),
    kind: z.enum(documentKinds).nullable(),
    reason: z.enum(documentRejectionReasons).nullable(),
    submittedAt: text().nullable(),
    decidedAt: text().nullable(),
  }),
  /** The operator took a verification back: everything is asked again. */
  revoked: z.object({ at: text(), reason: z.enum(revocationReasons) }).nullable(),
});
export type KycStatus = z.infer<typeof kycStatusSchema>;

/** A liveness session: where the player takes the selfie (the sandbox's is a step of the player site itself). */
export const kycLivenessSessionSchema = z.object({ sessionId: text(), captureUrl: text(), sandbox: z.boolean() });
export type KycLivenessSession = z.infer<typeof kycLivenessSessionSchema>;
