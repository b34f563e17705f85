import { formatMinor, parseMoney, type Reconciliation, type ReconciliationLine } from '@app/contract';
import type { PaymentsDeps } from './payments.deps.js';
import type { PixReceived } from './pix-provider.js';
import { ordersOfTxids, paidBetween, type CreditedOrder } from './deposit-review.repository.js';
import { memberIdentities } from './withdrawal-review.repository.js';

type Kind = ReconciliationLine['kind'];

interface Received {
  txid: string;
  amount: bigint;
  paidAt: string;
  endToEndId: string;
}

/** The PSP's PIX by charge (a charge is paid once; should a PSP list two PIX for one, their sum is what arrived). */
function byCharge(list: PixReceived[]): Map<string, Received> {
  const charges = new Map<string, Received>();
  for (const pix of list) {
    const seen = charges.get(pix.txid);
    charges.set(pix.txid, {
      txid: pix.txid,
      amount: (seen?.amount ?? 0n) + parseMoney(pix.valor),
      paidAt: seen?.paidAt ?? pix.horario,
      endToEndId: seen?.endToEndId ?? pix.endToEndId,
    });
  }
  return charges;
}

/** Orders whose payment went (or is going) back to its payer instead of the ledger (own-account money). */
const RETURN_STATUSES: ReadonlySet<CreditedOrder['status']> = new Set(['returning', 'returned', 'return_failed']);

function kindOf(received: Received | undefined, order: CreditedOrder | undefined): Kind {
  if (!received) return 'credited_not_paid';
  if (!order) return 'paid_not_credited';
  if (RETURN_STATUSES.has(order.status) && order.ledgerAmount === null) return 'returned';
  const amountsAgree = received.amount === order.amount && (order.ledgerAmount === null || order.ledgerAmount === order.amount);
  if (!amountsAgree) return 'amount_mismatch';
  return order.ledgerAmount === null ? 'paid_not_credited' : 'matched';
}

function lineOf(received: Received | undefined, order: CreditedOrder | undefined, usernames: Map<number, string>): ReconciliationLine {
  return {
    kind: kindOf(received, order),
    txid: received?.txid ?? order?.txid ?? '',
    orderNo: order?.orderNo ?? null,
    memberId: order?.memberId ?? null,
    username: order ? (usernames.get(order.memberId) ?? null) : null,
    orderStatus: order?.status ?? null,
    orderAmount: order ? formatMinor(order.amount) : null,
    pspAmount: received ? formatMinor(received.amount) : null,
    pspPaidAt: received?.paidAt ?? null,
    endToEndId: received?.endToEndId ?? order?.endToEndId ?? null,
    ledgerAmount: order?.ledgerAmount == null ? null : formatMinor(order.ledgerAmount),
    creditedAt: order?.creditedAt?.toISOString() ?? null,
  };
}

/**
 * A credited order the PSP's list of the period does not name may have been paid just outside it (the PSP's time
 * and ours differ by the webhook's delay): its charge is read once more before it is called unpaid.
 */
async function paidOutsidePeriod(deps: PaymentsDeps, order: CreditedOrder): Promise<Received | undefined> {
  const cob = await deps.pix.getCharge(order.txid);
  if (cob?.status !== 'CONCLUIDA' || !cob.pix?.length) return undefined;
  return byCharge(cob.pix).get(order.txid);
}

/**
 * GET /wps/operator/deposits/reconciliation: the PIX the PSP received in [from, to) against the deposits the
 * ledger credited in it. Charges of another merchant of this deployment are left out; a PIX for a charge no order
 * knows is listed as paid, not credited.
 */
export async function reconcileWithPsp(
  deps: PaymentsDeps,
  merchantId: number,
  from: Date,
  to: Date,
  includeMatched: boolean,
): Promise<Reconciliation> {
  const received = byCharge(await deps.pix.listReceived(from, to));
  const [ofReceived, credited] = await Promise.all([
    ordersOfTxids(deps.db, merchantId, [...received.keys()]),
    paidBetween(deps.db, merchantId, from, to),
  ]);
  const foreign = new Set(ofReceived.filter((o) => o.merchantId !== merchantId).map((o) => o.txid));
  const orders = new Map([...ofReceived, ...credited].filter((o) => o.merchantId === merchantId).map((o) => [o.txid, o]));
  const pairs: Array<[Received | undefined, CreditedOrder | undefined]> = [];
  for (const [txid, pix] of received) if (!foreign.has(txid)) pairs.push([pix, orders.get(txid)]);
  for (const order of credited) if (!received.has(order.txid)) pairs.push([await paidOutsidePeriod(deps, order), order]);
  const usernames = new Map(
    [
      ...(
        await memberIdentities(
          deps.db,
          merchantId,
          [...orders.values()].map((o) => o.memberId),
        )
      ).values(),
    ].map((m) => [m.id, m.username]),
  );
  const lines = pairs.map(([pix, order]) => lineOf(pix, order, usernames));
  const counts = { matched: 0, paid_not_credited: 0, credited_not_paid: 0, amount_mismatch: 0, returned: 0 };
  for (const line of lines) counts[line.kind] += 1;
  const pspSide = [...received.values()].filter((r) => !foreign.has(r.txid));
  const ledgerSide = credited.filter((o) => o.ledgerAmount !== null);
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    psp: { count: pspSide.length, amount: formatMinor(pspSide.reduce((sum, r) => sum + r.amount, 0n)) },
    ledger: { count: ledgerSide.length, amount: formatMinor(ledgerSide.reduce((sum, o) => sum + (o.ledgerAmount ?? 0n), 0n)) },
    counts,
    lines: lines.filter((line) => includeMatched || line.kind !== 'matched'),
  };
}
