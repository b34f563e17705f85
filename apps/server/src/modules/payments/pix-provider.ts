import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The PSP's charges as the payments module sees them, in the shapes of the
 * Banco Central "API Pix" (cob = immediate charge). Amounts cross it as API
 * Pix strings ("10.50"); the embedded sandbox and the HTTP adapter both
 * implement it. Payouts are not in API Pix: payout-provider.ts.
 */

export type CobStatus = 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';

/** PUT /cob/{txid} body. */
export interface CobRequest {
  calendario: { expiracao: number };
  devedor?: { cpf: string; nome: string };
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
}

/**
 * One received PIX of a charge (GET /cob pix[] and the webhook). `pagador`: whose account paid. API Pix 2.0 had it;
 * the Banco Central took it out of the standard (privacy), and PSPs serving licensed betting operators report it
 * again (Efí as `gnExtras.pagador`) because Portaria SPA/MF 615/2024 requires the payer to be the bettor. Only a
 * whole 11-digit CPF counts as reported (docs/decisions/player-protection.md, "Own-account money").
 */
export interface PixReceived {
  endToEndId: string;
  txid: string;
  valor: string;
  horario: string;
  pagador?: { cpf?: string; nome?: string };
  gnExtras?: { pagador?: { cpf?: string; nome?: string } };
}

/** API Pix devolução: a received PIX sent back to its payer. */
export type DevolucaoStatus = 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO';

/** PUT and GET /pix/{e2eid}/devolucao/{id} answer (the fields we use). */
export interface Devolucao {
  id: string;
  rtrId: string;
  valor: string;
  horario: { solicitacao: string; liquidacao?: string };
  status: DevolucaoStatus;
  motivo?: string;
}

/** GET /cob/{txid} answer (the fields we use). */
export interface Cob {
  txid: string;
  status: CobStatus;
  calendario: { criacao: string; expiracao: number };
  valor: { original: string };
  chave: string;
  location: string;
  pixCopiaECola: string;
  pix?: PixReceived[];
}

/** The webhook body: POST <webhook>/pix. */
export interface PixWebhookBody {
  pix: PixReceived[];
}

/** GET /pix?inicio&fim answer (the fields we use): one page of PIX received. */
export interface PixListPage {
  parametros: { paginacao: { paginaAtual: number; quantidadeDePaginas: number } };
  pix: PixReceived[];
}

export interface PixProvider {
  createCharge(txid: string, request: CobRequest): Promise<Cob>;
  getCharge(txid: string): Promise<Cob | null>;
  /** Every PIX the PSP received in [from, to) (GET /pix, all its pages): the PSP's side of a reconciliation. */
  listReceived(from: Date, to: Date): Promise<PixReceived[]>;
  /** PUT /pix/{e2eid}/devolucao/{id}: returns `valor` of a received PIX; the same id again answers the first return. */
  refund(endToEndId: string, id: string, valor: string): Promise<Devolucao>;
  /** GET /pix/{e2eid}/devolucao/{id}: the return's state, or null when the PSP never received it. */
  getRefund(endToEndId: string, id: string): Promise<Devolucao | null>;
}

/** API Pix ids of a devolução: letters and digits, at most 35. */
export const REFUND_ID_PATTERN = /^[a-zA-Z0-9]{1,35}$/;

/** Header carrying the webhook signature (hex HMAC-SHA256 of the raw body). */
export const PIX_SIGNATURE_HEADER = 'x-pix-signature';

export const signWebhook = (secret: string, rawBody: string) => createHmac('sha256', secret).update(rawBody).digest('hex');

/** Constant-time comparison, so the signature cannot be guessed byte by byte from timings. */
export function verifyWebhookSignature(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhook(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** API Pix txid of a charge: 26 to 35 letters and digits. */
export const TXID_PATTERN = /^[a-zA-Z0-9]{26,35}$/;
