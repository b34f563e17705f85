import { DAY_MS, merchantDayOf, type BarredCategory, type BarredSource } from '@app/contract';
import { revokeAll } from '../auth/sessions.js';
import { CURRENCIES } from '../ledger/ledger-accounts.js';
import { openRoundBets, type OpenRoundBets } from '../ledger/ledger-rounds.js';
import * as members from '../members/members.service.js';
import { sendInbox } from '../messages/inbox.service.js';
import * as protection from '../protection/protection.service.js';
import { barredNotice } from './barred-notice.js';
import type { BarredDeps } from './barred.deps.js';
import * as repo from './barred.repository.js';

/** The rollback id of a refund: the bet's own id under a prefix no provider sends, so a replay finds the first refund. */
export const refundTransactionId = (betTransactionId: string) => `barred:${betTransactionId}`;

/**
 * Blocks a member the check named: the case with its deadline, the protection module's restriction (bets and
 * deposits refused from the next one on every process), and the inbox message, in one transaction; then every bet of
 * an open round is refunded. A case already there (another process, or the sweep and a login at once) changes
 * nothing. Returns whether this call blocked the member.
 */
export async function blockMember(
  deps: BarredDeps,
  key: repo.MemberKey,
  hit: { category: BarredCategory; source: BarredSource },
): Promise<boolean> {
  const now = deps.clock();
  const deadline = new Date(now + deps.withdrawalDays * DAY_MS);
  const member = await members.findById(deps, key.merchantId, key.memberId);
  if (!member) return false;
  const blocked = await deps.db.transaction(async (tx) => {
    const inTx = { ...deps, db: tx };
    const row = await repo.insertCase(tx, { ...key, ...hit, detectedAt: new Date(now), deadlineAt: deadline });
    if (!row) return undefined;
    await repo.recordCheck(tx, key, merchantDayOf(now), new Date(now));
    await protection.restrict(inTx, key, { kind: 'barred', until: deadline });
    await sendInbox(inTx, key.merchantId, { username: member.username, ...barredNotice(deadline) });
    return row;
  });
  if (!blocked) return false;
  deps.log.info({ merchantId: key.merchantId, memberId: key.memberId, source: hit.source }, 'barred person blocked');
  await refundOpenBets(deps, blocked);
  return true;
}

/**
 * Cancels the member's open rounds: each standing bet is refunded through the ledger's own rollback (its id derived
 * from the bet's, so a second pass replays instead of paying again), then the round ends, cancelled, and a late win
 * from the provider is refused. A round that has already paid a win cannot be rolled back: it is left to end as its
 * game decides (the member can no longer bet into it).
 */
export async function refundOpenBets(deps: BarredDeps, blocked: repo.CaseRow): Promise<number> {
  let refunded = 0;
  for (const round of await openRoundBets(deps, blocked.merchantId, blocked.memberId)) {
    if (round.win > 0n) continue;
    try {
      refunded += await cancelRound(deps, blocked, round);
    } catch (error) {
      // A round the provider moved meanwhile (a win, its end): the next pass of the job sees it as it is then.
      const where = { merchantId: blocked.merchantId, memberId: blocked.memberId, vendor: round.vendor, err: (error as Error).message };
      deps.log.warn(where, 'barred refund left for the next pass');
    }
  }
  return refunded;
}

async function cancelRound(deps: BarredDeps, blocked: repo.CaseRow, round: OpenRoundBets): Promise<number> {
  const player = { merchantId: blocked.merchantId, memberId: blocked.memberId, currency: round.currency };
  for (const bet of round.bets) {
    await deps.ledger.moves.rollback(player, {
      vendor: round.vendor,
      transactionId: refundTransactionId(bet.transactionId),
      roundId: round.roundId,
      referenceTransactionId: bet.transactionId,
      request: { kind: 'barred_refund', vendor: round.vendor, roundId: round.roundId, bet: bet.transactionId },
      answer: (balance, status) => ({ balance: balance.toString(), status }),
    });
    await repo.recordRefund(deps.db, {
      vendor: round.vendor,
      betTransactionId: bet.transactionId,
      caseId: blocked.id,
      roundId: round.roundId,
      amountMinor: bet.amount,
      refundedAt: new Date(deps.clock()),
    });
  }
  await deps.ledger.moves.endRound(player, { vendor: round.vendor, roundId: round.roundId, at: new Date(deps.clock()) });
  return round.bets.length;
}

/** What the member's real-money accounts hold (cash and vendor wallets; a pending withdrawal's hold pays out by itself). */
async function owedTo(deps: BarredDeps, key: repo.MemberKey): Promise<bigint> {
  let owed = 0n;
  for (const [code, balance] of await deps.ledger.memberBalances(key.merchantId, key.memberId, CURRENCIES.real)) {
    if (code === 'cash' || code.startsWith('vendor:')) owed += balance;
  }
  return owed;
}

/**
 * Closes a blocked account whose deadline passed: every session ends and login is refused from now on. Nothing is
 * debited: what is left stays the member's, recorded on the case as owed for the operator to return to the member's
 * own PIX key. Returns whether this call closed it (another process may have first).
 */
export async function closeCase(deps: BarredDeps, blocked: repo.CaseRow): Promise<boolean> {
  const key = { merchantId: blocked.merchantId, memberId: blocked.memberId };
  const owed = await owedTo(deps, key);
  const closed = await deps.db.transaction(async (tx) => {
    const row = await repo.closeCase(tx, blocked.id, new Date(deps.clock()), owed);
    if (row) await revokeAll({ ...deps, db: tx }, key, 'protection');
    return Boolean(row);
  });
  if (closed) deps.log.info({ merchantId: key.merchantId, memberId: key.memberId }, 'barred account closed');
  return closed;
}
