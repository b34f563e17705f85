/*
 * Paying a withdrawal out by PIX, as the withdrawals see it. The Banco Central
 * "API Pix" standardises charges (cob), not payouts: every PSP has its own
 * call. This interface is what a PSP adapter implements (efi-payout-provider.ts
 * for Efí "Pix Envio"); the withdrawals never see a PSP's shapes.
 */

import type { PixKeyType } from '@app/contract';

export interface PayoutRequest {
  /**
   * Our id of the payout (the withdrawal's order number, letters and digits
   * only). The PSP keeps it, so asking again with it never pays twice.
   */
  id: string;
  pixKey: string;
  pixKeyType: PixKeyType;
  /** Decimal string with two places ("20.00"). */
  amount: string;
  /** The account holder the member named; the PSP checks the key belongs to this CPF. */
  holder: { name: string; cpf: string };
}

/**
 * `processing`: accepted, not settled yet (a PIX usually settles in seconds,
 * sometimes later); the payout is asked about again with `status`.
 */
export type PayoutResult = { status: 'paid'; endToEndId: string } | { status: 'failed'; reason: string } | { status: 'processing' };

export interface PayoutProvider {
  /** Asks for the payout; the same id again answers the first payout's state instead of paying twice. */
  send(request: PayoutRequest): Promise<PayoutResult>;
  /** The payout's state at the PSP, or null when the PSP never received it. */
  status(id: string): Promise<PayoutResult | null>;
}

/** Payout ids as PSPs accept them (Efí's idEnvio: ^[a-zA-Z0-9]{1,35}$). */
export const PAYOUT_ID_PATTERN = /^[a-zA-Z0-9]{1,35}$/;
