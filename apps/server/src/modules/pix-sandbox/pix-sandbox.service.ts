import { randomBytes } from 'node:crypto';
import { formatMinor, parseMoney } from '@app/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import type { Cob, CobRequest, PixProvider, PixReceived } from '../payments/pix-provider.js';
import { encodeBrCode } from './br-code.js';
import { createSandboxDict } from './pix-sandbox-dict.js';
import { createSandboxEnvio } from './pix-sandbox-envio.js';
import { createSandboxOutages } from './pix-sandbox-outages.js';
import { createSandboxRefunds } from './pix-sandbox-refunds.js';
import { createWebhookSender, type Delivery, type WebhookDeliver } from './webhook-sender.js';
import * as repo from './pix-sandbox.repository.js';

export interface SandboxOptions {
  db: Db;
  clock: Clock;
  /** The receiving key of the merchant (shown in the charge; the code itself carries the location). */
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  /** host/path under which charge locations are published, without scheme (BR Code field 26-25). */
  locationBase: string;
  /** Payouts to these keys fail, like a PSP refusing them (demos and tests of the failure path). */
  failKeys: ReadonlySet<string>;
  webhookSecret: string;
  deliver: WebhookDeliver;
  onDeliveryError?: (error: unknown) => void;
}

export type SandboxPsp = ReturnType<typeof createSandboxPsp>;

/** Fake but well-formed end-to-end id: E + ISPB + yyyyMMddHHmm + 11 characters. */
function endToEndId(now: number): string {
  const stamp = new Date(now).toISOString().replace(/\D/g, '').slice(0, 12);
  return `E99999999${stamp}${randomBytes(8).toString('hex').slice(0, 11)}`;
}

const isExpired = (charge: repo.SandboxCharge, now: number) => now >= charge.createdAt.getTime() + charge.expiracaoSeconds * 1000;

/** The PIX that paid a charge, as GET /cob's pix[] and GET /pix list it. */
function receivedOf(charge: repo.SandboxCharge): PixReceived[] {
  if (charge.status !== 'CONCLUIDA' || !charge.endToEndId || !charge.paidAt) return [];
  const pagador = charge.payerCpf ? { pagador: { cpf: charge.payerCpf, nome: charge.payerName ?? '' } } : {};
  return [
    {
      endToEndId: charge.endToEndId,
      txid: charge.txid,
      valor: formatMinor(charge.amount),
      horario: charge.paidAt.toISOString(),
      ...pagador,
    },
  ];
}

/** Who pays: the CPF the caller names, else the charge's debtor; a charge with neither reports no payer (as before). */
function payerOf(charge: repo.SandboxCharge, payerCpf: string | undefined) {
  const cpf = payerCpf ?? charge.devedor?.cpf ?? null;
  const name = cpf && cpf === charge.devedor?.cpf ? (charge.devedor.nome ?? null) : cpf ? 'Outro Pagador' : null;
  return { payerCpf: cpf, payerName: name };
}

function toCob(charge: repo.SandboxCharge): Cob {
  const pix = receivedOf(charge);
  return {
    txid: charge.txid,
    status: charge.status,
    calendario: { criacao: charge.createdAt.toISOString(), expiracao: charge.expiracaoSeconds },
    valor: { original: formatMinor(charge.amount) },
    chave: charge.chave,
    location: charge.location,
    pixCopiaECola: charge.brCode,
    ...(pix.length > 0 && { pix }),
  };
}

/** PUT /cob/{txid}: stores the charge with its BR Code; the same charge again answers the stored one. */
async function storeCharge(options: SandboxOptions, txid: string, request: CobRequest): Promise<Cob> {
  const amount = parseMoney(request.valor.original);
  const location = `${options.locationBase}/${txid}`;
  const stored = await repo.insertCharge(options.db, {
    txid,
    amount,
    chave: request.chave || options.pixKey,
    devedor: request.devedor ?? null,
    solicitacaoPagador: request.solicitacaoPagador ?? null,
    expiracaoSeconds: request.calendario.expiracao,
    location,
    brCode: encodeBrCode({
      location,
      amount,
      merchantName: options.merchantName,
      merchantCity: options.merchantCity,
      merchantCategoryCode: '7995',
    }),
    createdAt: new Date(options.clock()),
  });
  // PUT is idempotent for the same charge; another amount under a used txid is the caller's bug.
  if (stored.amount !== amount) throw new AppError('idempotency.conflict');
  return toCob(stored);
}

/**
 * The embedded PSP: a bank inside the product that behaves like one seen
 * from outside (charges, payment by "a payer", signed webhooks that may come
 * late, twice, out of order or never, expiry, payouts that can fail), who paid,
 * returns of what arrived (devolução), its DICT of key owners, and outages.
 */
export function createSandboxPsp(options: SandboxOptions) {
  const { db, clock } = options;
  const sender = createWebhookSender(options);
  const outages = createSandboxOutages();
  const refunds = createSandboxRefunds({ db, clock, failKeys: options.failKeys, outages });
  const dict = createSandboxDict({ db, clock, outages });

  /** A charge past its expiry is removed when next seen, as a PSP's own sweep would. */
  async function current(txid: string): Promise<repo.SandboxCharge | undefined> {
    const charge = await repo.findCharge(db, txid);
    if (charge?.status === 'ATIVA' && isExpired(charge, clock())) {
      return (await repo.updateActiveCharge(db, txid, { status: 'REMOVIDA_PELO_PSP' })) ?? repo.findCharge(db, txid);
    }
    return charge;
  }

  const provider: PixProvider = {
    createCharge: (txid: string, request: CobRequest) => storeCharge(options, txid, request),

    async getCharge(txid: string): Promise<Cob | null> {
      const charge = await current(txid);
      return charge ? toCob(charge) : null;
    },

    async listReceived(from: Date, to: Date): Promise<PixReceived[]> {
      return (await repo.listPaidBetween(db, from, to)).flatMap(receivedOf);
    },
    refund: refunds.refund,
    getRefund: refunds.getRefund,
  };

  /** Payouts in Efí's "Pix Envio" shape, the PSP whose payout API the product implements. */
  const envio = createSandboxEnvio({ db, clock, pixKey: options.pixKey, failKeys: options.failKeys, endToEndId, dict: dict.directory });

  /** A payer (`payerCpf`, else the charge's debtor) pays the charge in full; then the webhook goes out as `delivery` says. */
  async function pay(txid: string, delivery: Delivery, delayMs = 0, payerCpf?: string): Promise<Cob> {
    const charge = await current(txid);
    if (!charge) throw new AppError('deposit.not.found');
    const now = clock();
    const changes = { status: 'CONCLUIDA' as const, endToEndId: endToEndId(now), paidAt: new Date(now), ...payerOf(charge, payerCpf) };
    const paid = await repo.updateActiveCharge(db, txid, changes);
    if (!paid) throw new AppError('pix.charge.not.payable');
    const cob = toCob(paid);
    await sender.send(cob, charge.createdAt.toISOString(), delivery, delayMs);
    return cob;
  }

  async function expire(txid: string): Promise<Cob> {
    const charge = await current(txid);
    if (!charge) throw new AppError('deposit.not.found');
    const removed = await repo.updateActiveCharge(db, txid, { status: 'REMOVIDA_PELO_PSP' });
    if (!removed && charge.status !== 'REMOVIDA_PELO_PSP') throw new AppError('pix.charge.not.payable');
    return toCob(removed ?? charge);
  }

  return { provider, envio, dict, outages, pay, expire, idle: sender.idle, close: sender.close };
}
