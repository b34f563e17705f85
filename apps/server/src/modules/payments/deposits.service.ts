import { randomBytes } from 'node:crypto';
import { formatMinor, type DepositChannel, type DepositOrder } from '@app/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { SessionContext } from '../auth/auth.service.js';
import * as protection from '../protection/protection.service.js';
import type { DepositedSince } from '../protection/protection.service.js';
import * as channels from './channels.repository.js';
import { syncDeposit } from './deposit-credit.js';
import * as repo from './deposits.repository.js';
import { checkAmount, dailyRemaining, startOfBrazilDay } from './limits.js';
import { newOrderNo, requireMoneyMember } from './member-rules.js';
import { chargeDebtorOf } from './own-account.js';
import type { PaymentsDeps } from './payments.deps.js';
import { qrDataUrl } from './qr-image.js';

const toLimits = (c: channels.DepositChannelRow) => ({ minAmount: c.minAmount, maxAmount: c.maxAmount, dailyMax: c.dailyMax });

export async function listChannels(deps: PaymentsDeps, session: SessionContext): Promise<DepositChannel[]> {
  const [rows, used] = await Promise.all([
    channels.listEnabledChannels(deps.db, session.merchantId),
    repo.sumSince(deps.db, session.merchantId, session.memberId, startOfBrazilDay(deps.clock())),
  ]);
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    method: c.method,
    minAmount: formatMinor(c.minAmount),
    maxAmount: formatMinor(c.maxAmount),
    dailyMax: formatMinor(c.dailyMax),
    dailyRemaining: formatMinor(dailyRemaining(toLimits(c), used)),
    presets: c.presets,
  }));
}

async function toOrder(row: repo.DepositRow): Promise<DepositOrder> {
  const brCode = row.brCode ?? '';
  return {
    orderNo: row.orderNo,
    amount: formatMinor(row.amount),
    status: row.status,
    brCode,
    qrImage: brCode ? await qrDataUrl(brCode) : '',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    returnReason: row.returnReason ?? null,
  };
}

/** API Pix txid: 32 hex characters (inside the 26–35 alphanumerics allowed). */
const newTxid = () => randomBytes(16).toString('hex');

/**
 * Opens the charge at the PSP for an order that has none yet. PUT /cob/{txid}
 * is idempotent, so a retry after a timeout or crash finishes the same charge.
 */
async function openCharge(deps: PaymentsDeps, order: repo.DepositRow): Promise<repo.DepositRow> {
  if (order.brCode) return order;
  try {
    const devedor = await chargeDebtorOf(deps, order);
    const cob = await deps.pix.createCharge(order.txid, {
      calendario: { expiracao: Math.round((order.expiresAt.getTime() - order.createdAt.getTime()) / 1000) },
      ...(devedor && { devedor }),
      valor: { original: formatMinor(order.amount) },
      chave: deps.pixKey,
      solicitacaoPagador: `Depósito ${order.orderNo}`,
    });
    await repo.setBrCode(deps.db, order.id, cob.pixCopiaECola);
    return { ...order, brCode: cob.pixCopiaECola };
  } catch (error) {
    deps.log.error({ err: error, orderNo: order.orderNo }, 'PIX charge could not be created');
    throw new AppError('payment.provider.failed');
  }
}

export interface DepositInput {
  channelId: number;
  amount: bigint;
  requestId: string;
}

/**
 * A new deposit order and its PIX charge. The same requestId returns the
 * same order (a retried tap never opens two charges); with another amount or
 * channel it is a 409 and nothing changes.
 */
/** What a member has deposited or has waiting since an instant: what the deposit limit counts (modules/protection). */
export const depositedSinceIn =
  (db: Db): DepositedSince =>
  (key, since) =>
    repo.sumSince(db, key.merchantId, key.memberId, since);

export async function createDeposit(deps: PaymentsDeps, session: SessionContext, input: DepositInput): Promise<DepositOrder> {
  requireMoneyMember(session);
  const { merchantId, memberId } = session;
  const sameRequest = (o: repo.DepositRow) => o.amount === input.amount && o.channelId === input.channelId;
  const earlier = await repo.findByRequest(deps.db, merchantId, memberId, input.requestId);
  if (earlier) {
    if (!sameRequest(earlier)) throw new AppError('idempotency.conflict');
    return toOrder(await openCharge(deps, earlier));
  }
  const channel = await channels.findEnabledChannel(deps.db, merchantId, input.channelId);
  if (!channel) throw new AppError('deposit.channel.not.found');
  const now = deps.clock();
  // The day's total and the new order under one per-member lock: two taps with different
  // requestIds at once cannot both fit in what is left of the daily limit.
  const { order, created } = await deps.db.transaction(async (tx) => {
    await repo.lockMemberDeposits(tx, merchantId, memberId);
    const again = await repo.findByRequest(tx, merchantId, memberId, input.requestId);
    if (again) return { order: again, created: false };
    // The player's pause, exclusion, required limits and deposit limit (modules/protection), under the same lock.
    await protection.checkDeposit({ ...deps, db: tx, depositedSince: depositedSinceIn(tx) }, { merchantId, memberId }, input.amount);
    checkAmount(input.amount, toLimits(channel), await repo.sumSince(tx, merchantId, memberId, startOfBrazilDay(now)));
    return repo.insertOrder(tx, {
      merchantId,
      memberId,
      channelId: channel.id,
      orderNo: newOrderNo('D', now),
      requestId: input.requestId,
      txid: newTxid(),
      amount: input.amount,
      createdAt: new Date(now),
      expiresAt: new Date(now + deps.chargeExpirySeconds * 1000),
    });
  });
  if (!created && !sameRequest(order)) throw new AppError('idempotency.conflict');
  return toOrder(await openCharge(deps, order));
}

/** The member's own order with its live status (another member's answers 404 like a missing one). */
export async function depositOrder(deps: PaymentsDeps, session: SessionContext, orderNo: string): Promise<DepositOrder> {
  const row = await repo.findByOrderNo(deps.db, session.merchantId, orderNo);
  if (!row || row.memberId !== session.memberId) throw new AppError('deposit.not.found');
  const live = (row.status === 'pending' && row.brCode) || row.status === 'returning';
  const synced = live ? await syncDeposit(deps, row).catch(() => row) : row;
  return toOrder(synced);
}

/** Credited deposits of a member (inside the caller's transaction when given). */
export const paidDepositCount = (db: PaymentsDeps['db'], merchantId: number, memberId: number) => repo.countPaid(db, merchantId, memberId);
export const firstPaidDeposit = (db: PaymentsDeps['db'], merchantId: number, memberId: number) => repo.firstPaid(db, merchantId, memberId);
