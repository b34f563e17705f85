import { parseMoney } from '@app/contract';
import { CURRENCIES, houseAccount, memberAccount } from '../ledger/ledger-accounts.js';
import { driveReturn, returnDeposit } from './deposit-return.js';
import * as repo from './deposits.repository.js';
import { memberCpfOf, payerCpfOf, profileRequires, returnReasonOf } from './own-account.js';
import type { PaymentsDeps } from './payments.deps.js';
import type { Cob, PixWebhookBody } from './pix-provider.js';

/** What the PSP says was received for the charge, in centavos. */
const receivedOf = (cob: Cob) => (cob.pix ?? []).reduce((sum, p) => sum + parseMoney(p.valor), 0n);

/**
 * Credits a paid order once. The ledger transfer's key (deposit:<orderNo>)
 * makes a second credit a replay, and the order moves to paid only from an
 * unpaid state, both in one transaction: any number of concurrent webhooks and
 * reconciliation runs end in one credit. An order we had marked expired is
 * still credited: the money did arrive.
 */
async function credit(deps: PaymentsDeps, order: repo.DepositRow, cob: Cob): Promise<repo.DepositRow> {
  const cash = memberAccount(order.memberId, 'cash');
  const clearing = houseAccount('psp.clearing');
  await deps.ledger.prepareAccounts(order.merchantId, CURRENCIES.real, [cash, clearing]);
  const paid = cob.pix?.[0];
  let creditedHere = false;
  const result = await deps.ledger.inTransaction(async (tx) => {
    // The order row is locked by this conditional update: a concurrent credit waits, then finds it paid.
    const changes = {
      status: 'paid' as const,
      paidAt: paid ? new Date(paid.horario) : new Date(deps.clock()),
      endToEndId: paid?.endToEndId ?? null,
      payerCpf: payerCpfOf(cob.pix),
    };
    const moved = await repo.transition(tx, order.id, ['pending', 'expired', 'cancelled'], changes);
    if (!moved) return (await repo.findByTxid(tx, order.txid)) ?? order;
    const credited = await deps.ledger.transfer(
      {
        merchantId: order.merchantId,
        currency: CURRENCIES.real,
        debit: clearing,
        credit: cash,
        amount: order.amount,
        code: 'deposit',
        idempotencyKey: `deposit:${order.orderNo}`,
        reference: order.orderNo,
        metadata: { txid: order.txid, endToEndId: paid?.endToEndId ?? null },
      },
      tx,
    );
    await deps.onDepositCredited?.(tx, {
      merchantId: order.merchantId,
      memberId: order.memberId,
      orderNo: order.orderNo,
      amount: order.amount,
    });
    creditedHere = true;
    return (await repo.transition(tx, order.id, ['paid'], { ledgerTransferId: credited.transferId })) ?? moved;
  });
  // Committed: only the call that credited tells the member (a replayed webhook or reconciliation run does not).
  if (creditedHere)
    deps.notify?.({ merchantId: order.merchantId, memberId: order.memberId, kind: 'deposit_credited', amount: order.amount });
  return result;
}

/** Credits the member's own money; under own-account rules anyone else's goes back to its payer (deposit-return.ts). */
async function creditOrReturn(deps: PaymentsDeps, order: repo.DepositRow, cob: Cob): Promise<repo.DepositRow> {
  if (!(await profileRequires(deps, order.merchantId, 'own_account_money'))) return credit(deps, order, cob);
  const payerCpf = payerCpfOf(cob.pix);
  const reason = returnReasonOf(await memberCpfOf(deps, order.merchantId, order.memberId), payerCpf);
  return reason ? returnDeposit(deps, order, cob, reason, payerCpf) : credit(deps, order, cob);
}

/**
 * Brings one order in line with the PSP: we act on what GET /cob says, never
 * on a notice's body alone (a forged, stale or partial notice changes nothing).
 */
export async function syncDeposit(deps: PaymentsDeps, order: repo.DepositRow): Promise<repo.DepositRow> {
  if (order.status === 'paid' || order.status === 'returned' || order.status === 'return_failed') return order;
  if (order.status === 'returning') return driveReturn(deps, order);
  const cob = order.brCode ? await deps.pix.getCharge(order.txid) : null;
  if (cob?.status === 'CONCLUIDA') {
    if (parseMoney(cob.valor.original) === order.amount && receivedOf(cob) === order.amount) return creditOrReturn(deps, order, cob);
    deps.log.error(
      { orderNo: order.orderNo, txid: order.txid, valor: cob.valor.original },
      'PIX charge paid with an unexpected amount: not credited',
    );
    return order;
  }
  if (order.status !== 'pending') return order;
  if (cob?.status === 'REMOVIDA_PELO_USUARIO_RECEBEDOR')
    return (await repo.transition(deps.db, order.id, ['pending'], { status: 'cancelled' })) ?? order;
  if (cob?.status === 'REMOVIDA_PELO_PSP' || deps.clock() >= order.expiresAt.getTime()) {
    return (await repo.transition(deps.db, order.id, ['pending'], { status: 'expired' })) ?? order;
  }
  return order;
}

/** Each charge a notice names is re-read at the PSP; unknown txids are someone else's and ignored. */
export async function handlePixNotice(deps: PaymentsDeps, body: PixWebhookBody): Promise<void> {
  const txids = [...new Set(body.pix.map((p) => p.txid).filter(Boolean))];
  await Promise.all(
    txids.map(async (txid) => {
      try {
        const order = await repo.findByTxid(deps.db, txid);
        if (!order) return deps.log.warn({ txid }, 'PIX notice for an unknown charge');
        await syncDeposit(deps, order);
      } catch (error) {
        // The reconciliation job will read this charge again; the PSP gets its 200 either way.
        deps.log.error({ err: error, txid }, 'PIX notice could not be applied now');
      }
    }),
  );
}

const RECONCILE_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
const RECONCILE_BATCH = 100;

/**
 * Re-reads pending orders (a lost webhook still credits; an expired charge is marked expired) and drives returns the
 * PSP has not confirmed yet.
 */
export async function reconcileDeposits(deps: PaymentsDeps): Promise<number> {
  const pending = await repo.listPending(deps.db, new Date(deps.clock() - RECONCILE_WINDOW_MS), RECONCILE_BATCH);
  let changed = 0;
  for (const order of pending) {
    try {
      if ((await syncDeposit(deps, order)).status !== order.status) changed += 1;
    } catch (error) {
      deps.log.error({ err: error, orderNo: order.orderNo }, 'deposit reconciliation failed for one order');
    }
  }
  return changed;
}
