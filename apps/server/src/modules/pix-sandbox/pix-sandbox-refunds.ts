import { randomBytes } from 'node:crypto';
import { formatMinor, parseMoney } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import type { Devolucao } from '../payments/pix-provider.js';
import { PixHttpError } from '../payments/psp-http-client.js';
import * as repo from './pix-sandbox.repository.js';
import type { SandboxOutages } from './pix-sandbox-outages.js';

export interface SandboxRefundOptions {
  db: Db;
  clock: Clock;
  /** A payer whose CPF is here has a closed account: the return ends NAO_REALIZADO, as a receiving bank refuses it. */
  failKeys: ReadonlySet<string>;
  outages: SandboxOutages;
}

const REFUSED_REASON = 'Conta do pagador encerrada';

/** The return id of the settlement system: D + ISPB + time + random, like an end-to-end id. */
function rtrId(now: number): string {
  const stamp = new Date(now).toISOString().replace(/\D/g, '').slice(0, 12);
  return `D99999999${stamp}${randomBytes(8).toString('hex').slice(0, 11)}`;
}

function toDevolucao(refund: repo.SandboxRefund, answer: 'accepted' | 'settled'): Devolucao {
  const at = refund.createdAt.toISOString();
  const settled = answer === 'settled';
  return {
    id: refund.id,
    rtrId: refund.rtrId,
    valor: formatMinor(refund.amount),
    horario: { solicitacao: at, ...(settled && refund.status === 'DEVOLVIDO' && { liquidacao: at }) },
    status: settled ? refund.status : 'EM_PROCESSAMENTO',
    ...(settled && refund.reason && { motivo: refund.reason }),
  };
}

const notFound = (what: string) => new PixHttpError(404, JSON.stringify({ title: 'Não Encontrado', status: 404, detail: what }));

/**
 * API Pix devolução as a PSP serves it: PUT answers EM_PROCESSAMENTO and the return settles at once, as the next
 * GET shows (DEVOLVIDO, or NAO_REALIZADO for a payer in the fail list). The same id again answers the stored return;
 * more than what arrived is refused; an outage of `refund` answers 503 to both calls.
 */
export function createSandboxRefunds(options: SandboxRefundOptions) {
  const { db, clock, outages } = options;
  return {
    async refund(endToEndId: string, id: string, valor: string): Promise<Devolucao> {
      outages.check('refund');
      const earlier = await repo.findRefund(db, endToEndId, id);
      if (earlier) return toDevolucao(earlier, 'accepted');
      const charge = await repo.findChargeByEndToEndId(db, endToEndId);
      if (!charge || charge.status !== 'CONCLUIDA') throw notFound('Pix não encontrado para o endToEndId informado.');
      const amount = parseMoney(valor);
      if (amount <= 0n || amount + (await repo.refundedOf(db, endToEndId)) > charge.amount) {
        throw new PixHttpError(400, JSON.stringify({ title: 'Devolução inválida', status: 400, detail: 'Valor acima do recebido.' }));
      }
      const now = clock();
      const refused = charge.payerCpf !== null && options.failKeys.has(charge.payerCpf);
      const stored = await repo.insertRefund(db, {
        endToEndId,
        id,
        rtrId: rtrId(now),
        amount,
        status: refused ? 'NAO_REALIZADO' : 'DEVOLVIDO',
        reason: refused ? REFUSED_REASON : null,
        createdAt: new Date(now),
      });
      return toDevolucao(stored, 'accepted');
    },
    async getRefund(endToEndId: string, id: string): Promise<Devolucao | null> {
      outages.check('refund');
      const refund = await repo.findRefund(db, endToEndId, id);
      return refund ? toDevolucao(refund, 'settled') : null;
    },
  };
}
