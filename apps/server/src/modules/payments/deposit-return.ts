import { formatMinor, type DepositReturnReason } from '@app/contract';
import * as repo from './deposits.repository.js';
import type { PaymentsDeps } from './payments.deps.js';
import type { Cob, Devolucao } from './pix-provider.js';

/*
 * A paid charge that is not the member's own money goes back to its payer (API Pix devolução) and never reaches the
 * ledger: the check runs before any credit, so the member's balance is never touched. The return's id is the order
 * number, so asking again (a crash, a timeout, the reconciliation job) answers the same return and never pays twice.
 */

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

/** The PSP's return answered: returned, refused (return_failed, for an operator), or still settling (unchanged). */
async function recordOutcome(deps: PaymentsDeps, order: repo.DepositRow, devolucao: Devolucao): Promise<repo.DepositRow> {
  if (devolucao.status === 'EM_PROCESSAMENTO') return order;
  const changes =
    devolucao.status === 'DEVOLVIDO'
      ? { status: 'returned' as const, returnError: null, returnedAt: new Date(devolucao.horario.liquidacao ?? deps.clock()) }
      : { status: 'return_failed' as const, returnError: devolucao.motivo ?? 'NAO_REALIZADO' };
  return (await repo.transition(deps.db, order.id, ['returning'], changes)) ?? (await repo.findByTxid(deps.db, order.txid)) ?? order;
}

/**
 * Asks the PSP to return a `returning` order's payment, reading first what it already knows of the return. A PSP
 * error keeps the order returning with the error shown to operators; the reconciliation job drives it again.
 */
export async function driveReturn(deps: PaymentsDeps, order: repo.DepositRow): Promise<repo.DepositRow> {
  if (order.status !== 'returning' || !order.endToEndId) return order;
  const endToEndId = order.endToEndId;
  try {
    const known = await deps.pix.getRefund(endToEndId, order.orderNo);
    const asked = known ?? (await deps.pix.refund(endToEndId, order.orderNo, formatMinor(order.amount)));
    // PSPs answer EM_PROCESSAMENTO and settle within seconds: one read now spares a job cycle.
    const settled = asked.status === 'EM_PROCESSAMENTO' ? ((await deps.pix.getRefund(endToEndId, order.orderNo)) ?? asked) : asked;
    return await recordOutcome(deps, order, settled);
  } catch (error) {
    deps.log.error({ err: error, orderNo: order.orderNo }, 'PIX return failed; will retry');
    return (await repo.transition(deps.db, order.id, ['returning'], { returnError: errorText(error) })) ?? order;
  }
}

/**
 * Marks a paid order returning, from any unpaid state (an order we had expired is returned too: the money did
 * arrive), then asks for the return. Of two callers at once, one moves the row; the other reads it.
 */
export async function returnDeposit(
  deps: PaymentsDeps,
  order: repo.DepositRow,
  cob: Cob,
  reason: DepositReturnReason,
  payerCpf: string | null,
): Promise<repo.DepositRow> {
  const paid = cob.pix?.[0];
  const marked = await repo.transition(deps.db, order.id, ['pending', 'expired', 'cancelled'], {
    status: 'returning',
    paidAt: paid ? new Date(paid.horario) : new Date(deps.clock()),
    endToEndId: paid?.endToEndId ?? null,
    payerCpf,
    returnReason: reason,
  });
  if (!marked) return (await repo.findByTxid(deps.db, order.txid)) ?? order;
  deps.log.warn({ orderNo: order.orderNo, reason }, 'PIX deposit not from the member: returning it to the payer');
  return driveReturn(deps, marked);
}
