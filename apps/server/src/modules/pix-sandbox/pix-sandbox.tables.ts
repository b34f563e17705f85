import { sql } from 'drizzle-orm';
import { bigint, check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
  },
  (t) => [check('pix_sandbox_charges_status_check', sql`${t.status} in ('ATIVA', 'CONCLUIDA', 'REMOVIDA_PELO_PSP')`)],
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
