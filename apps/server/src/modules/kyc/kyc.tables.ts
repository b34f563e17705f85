import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import {
  cpfStatuses,
  documentKinds,
  documentRejectionReasons,
  documentStates,
  livenessStates,
  revocationReasons,
  sandboxCpfStatuses,
} from '@app/contract';

/*
 * Identity verification (KYC, issue 30 item 5). One row per member who started it: the outcome of each step and the
 * attempts counted per merchant day (claimed with one conditional UPDATE before a third party is called, so parallel
 * requests cannot pass the limit). Whether the member may deposit and play is not here: the protection module's
 * member_protection.identity_verified_at, set in the same transaction that sets verified_at.
 */
export const memberKyc = pgTable(
  'member_kyc',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** The name the member gave at the CPF step (the account keeps no full name of its own). */
    fullName: text('full_name'),
    /** A birth date given at the CPF step by a member whose account has none (NONE registrations). */
    declaredBirthDate: date('declared_birth_date', { mode: 'string' }),
    cpfStatus: text('cpf_status', { enum: cpfStatuses }),
    cpfCheckedAt: timestamp('cpf_checked_at', { withTimezone: true }),
    /** The register's spelling of the name, for the reviewer. */
    registryName: text('registry_name'),
    nameMatch: boolean('name_match'),
    birthdateMatch: boolean('birthdate_match'),
    adult: boolean('adult'),
    cpfAttemptsDay: date('cpf_attempts_day', { mode: 'string' }),
    cpfAttempts: smallint('cpf_attempts').notNull().default(0),
    liveness: text('liveness', { enum: livenessStates }).notNull().default('none'),
    livenessScore: smallint('liveness_score'),
    livenessAt: timestamp('liveness_at', { withTimezone: true }),
    selfieFileId: bigint('selfie_file_id', { mode: 'number' }),
    livenessAttemptsDay: date('liveness_attempts_day', { mode: 'string' }),
    livenessAttempts: smallint('liveness_attempts').notNull().default(0),
    documentState: text('document_state', { enum: documentStates }).notNull().default('none'),
    documentKind: text('document_kind', { enum: documentKinds }),
    documentReason: text('document_reason', { enum: documentRejectionReasons }),
    frontFileId: bigint('front_file_id', { mode: 'number' }),
    backFileId: bigint('back_file_id', { mode: 'number' }),
    documentSubmittedAt: timestamp('document_submitted_at', { withTimezone: true }),
    documentDecidedAt: timestamp('document_decided_at', { withTimezone: true }),
    /** The operator's name (or the kind of caller) who decided. */
    documentDecidedBy: text('document_decided_by'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', { enum: revocationReasons }),
    revokedBy: text('revoked_by'),
    /** Set when the register answered deceased, null or cancelled: the back office's alert list. */
    alertAt: timestamp('alert_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.memberId] }),
    // The review queue, oldest first, and the alert list, newest first: only the few rows in either are indexed.
    index('member_kyc_pending_idx')
      .on(t.merchantId, t.documentSubmittedAt)
      .where(sql`${t.documentState} = 'pending'`),
    index('member_kyc_alert_idx')
      .on(t.merchantId, t.alertAt)
      .where(sql`${t.alertAt} is not null`),
    check('member_kyc_score_check', sql`${t.livenessScore} is null or ${t.livenessScore} between 0 and 100`),
  ],
);

export const kycFilePurposes = ['selfie', 'document_front', 'document_back'] as const;

/** A selfie or a document side a member sent, kept in the file store under `key`. Never updated, never shown to others. */
export const kycFiles = pgTable(
  'kyc_files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    purpose: text('purpose', { enum: kycFilePurposes }).notNull(),
    /** What its first bytes say it is (never the name or the type the browser declared). */
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('kyc_files_member_idx').on(t.merchantId, t.memberId, t.id)],
);

export const livenessSessionStatuses = ['created', 'succeeded', 'failed', 'expired'] as const;

/** A liveness session the provider opened for a member; the id is the provider's, the owner is checked on every use. */
export const kycLivenessSessions = pgTable(
  'kyc_liveness_sessions',
  {
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    adapter: text('adapter').notNull(),
    status: text('status', { enum: livenessSessionStatuses }).notNull().default('created'),
    score: smallint('score'),
    fileId: bigint('file_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('kyc_liveness_sessions_member_idx').on(t.merchantId, t.memberId, t.createdAt)],
);

/**
 * The embedded CPF register (KYC_CPF_REGISTRY=sandbox): the records an operator wrote, one per CPF. A valid CPF
 * without a record answers Regular with what the member gave (docs/decisions/player-protection.md).
 */
export const kycSandboxCpf = pgTable(
  'kyc_sandbox_cpf',
  {
    merchantId: integer('merchant_id').notNull(),
    cpf: text('cpf').notNull(),
    status: text('status', { enum: sandboxCpfStatuses }).notNull(),
    name: text('name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.cpf] })],
);

/** The sandboxes' switches, read at every call on every process: the register down, every selfie failing. */
export const kycSandboxSwitches = pgTable('kyc_sandbox_switches', {
  merchantId: integer('merchant_id').primaryKey(),
  registryDown: boolean('registry_down').notNull().default(false),
  livenessFailAll: boolean('liveness_fail_all').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
