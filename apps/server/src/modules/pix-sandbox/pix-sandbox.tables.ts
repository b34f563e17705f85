import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The embedded PSP's own books (it stands for a bank outside the product, so
 * nothing here is read by the payments module except through the API Pix calls).
 */
export const pixSandboxCharges = pgTable(
  'pix_sandbox_charges',
  {
    txid: text('txid').primaryKey(),
    status: text('status', { enum: ['ATIVA', 'CONCLUIDA', 'REMOVIDA_PELO_PSP'] })
      .notNull()
      .default('ATIVA'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    chave: text('chave').notNull(),
    devedor: jsonb('devedor').$type<{ cpf?: string; nome?: string }>(),
    solicitacaoPagador: text('solicitacao_pagador'),
    expiracaoSeconds: bigint('expiracao_seconds', { mode: 'number' }).notNull(),
    location: text('location').notNull(),
    brCode: text('br_code').notNull(),
    endToEndId: text('end_to_end_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Whose account paid (the PSP knows its payer; reported as `pagador` of each PIX received). */
    payerCpf: text('payer_cpf'),
    payerName: text('payer_name'),
  },
  (t) => [
    check('pix_sandbox_charges_status_check', sql`${t.status} in ('ATIVA', 'CONCLUIDA', 'REMOVIDA_PELO_PSP')`),
    index('pix_sandbox_charges_e2e_idx').on(t.endToEndId),
  ],
);

/**
 * Payouts (PIX sent, Efí "Pix Envio" shape), one per idEnvio (idempotency_key).
 * `status` is the outcome the sandbox decided when the payout arrived:
 * paid = REALIZADO, failed = NAO_REALIZADO.
 */
export const pixSandboxPayouts = pgTable('pix_sandbox_payouts', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  pixKey: text('pix_key').notNull(),
  pixKeyType: text('pix_key_type').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  holderCpf: text('holder_cpf').notNull(),
  status: text('status', { enum: ['paid', 'failed'] }).notNull(),
  endToEndId: text('end_to_end_id'),
  reason: text('reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Returns of PIX received (API Pix "devolução"), one per (endToEndId, id). `status` is the outcome the sandbox
 * decided when the return was asked: DEVOLVIDO, or NAO_REALIZADO when the payer's account refuses it.
 */
export const pixSandboxRefunds = pgTable(
  'pix_sandbox_refunds',
  {
    endToEndId: text('end_to_end_id').notNull(),
    id: text('id').notNull(),
    rtrId: text('rtr_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['DEVOLVIDO', 'NAO_REALIZADO'] }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.endToEndId, t.id] })],
);

/** The sandbox's DICT: who owns an e-mail, phone or random key (a CPF key needs no row: it is its CPF's). */
export const pixSandboxDictKeys = pgTable('pix_sandbox_dict_keys', {
  pixKey: text('pix_key').primaryKey(),
  pixKeyType: text('pix_key_type').notNull(),
  ownerCpf: text('owner_cpf').notNull(),
  ownerName: text('owner_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
