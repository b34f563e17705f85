import {
  formatMinor,
  type PlayerLedgerPage,
  type PlayerLoginsPage,
  type PlayerPageQuery,
  type PlayerPaymentsPage,
  type PlayerReferralsPage,
  type PlayerRoundsPage,
} from '@app/contract';
import { listDb, type ServiceDeps } from '../../infra/deps.js';
import { decodeCursor, pageOf } from './cursor.js';
import * as repo from './player-history.repository.js';
import { requireMember } from './player-page.service.js';
import type { PlayerKey } from './players.deps.js';
import { big, iso, isoOrNull, num, textOrNull } from './sql-values.js';

/*
 * A player's histories (GET /wps/operator/players/:id/ledger, rounds, payments, logins, referrals): each checks the
 * member is the merchant's first, then reads one page after the cursor and hands out the next one. Rounds, payments,
 * logins and referrals are lists to look through and read readDb; the ledger's entries and balances are money and
 * read the primary.
 */

type Row = Record<string, unknown>;
const timeKeyOf = (r: Row) => [String(r.at_key), num(r.id)];
const mixedKeyOf = (r: Row) => [String(r.at_key), String(r.kind), num(r.id)];

export async function ledgerPage(deps: ServiceDeps, key: PlayerKey, q: PlayerPageQuery): Promise<PlayerLedgerPage> {
  const after = decodeCursor(q.cursor, ['id'] as const);
  await requireMember(deps, key);
  const page = pageOf(await repo.ledgerRows(deps.db, key, after?.[0], q.limit), q.limit, (r) => [num(r.id)]);
  return {
    next: page.next,
    rows: page.rows.map((r) => ({
      entryId: num(r.id),
      transferId: num(r.transfer_id),
      at: iso(r.created_at),
      code: String(r.code),
      account: String(r.account),
      currency: String(r.currency),
      amount: formatMinor(big(r.amount)),
      balanceAfter: formatMinor(big(r.balance_after)),
      reference: textOrNull(r.reference),
    })),
  };
}

export async function roundsPage(deps: ServiceDeps, key: PlayerKey, q: PlayerPageQuery): Promise<PlayerRoundsPage> {
  const after = decodeCursor(q.cursor, ['time', 'id'] as const);
  await requireMember(deps, key);
  const page = pageOf(await repo.roundRows(listDb(deps), key, after, q.limit), q.limit, timeKeyOf);
  return {
    next: page.next,
    rows: page.rows.map((r) => ({
      id: num(r.id),
      roundId: String(r.round_id),
      at: iso(r.created_at),
      game: String(r.game_code),
      vendor: String(r.vendor),
      currency: String(r.currency),
      stake: formatMinor(big(r.stake)),
      win: formatMinor(big(r.win)),
      status: r.status as PlayerRoundsPage['rows'][number]['status'],
      settledAt: isoOrNull(r.settled_at),
    })),
  };
}

export async function paymentsPage(deps: ServiceDeps, key: PlayerKey, q: PlayerPageQuery): Promise<PlayerPaymentsPage> {
  const after = decodeCursor(q.cursor, ['time', 'text', 'id'] as const);
  await requireMember(deps, key);
  const page = pageOf(await repo.paymentRows(listDb(deps), key, after, q.limit), q.limit, mixedKeyOf);
  return {
    next: page.next,
    rows: page.rows.map((r) => ({
      kind: r.kind === 'deposit' ? 'deposit' : 'withdrawal',
      id: num(r.id),
      orderNo: String(r.order_no),
      at: iso(r.created_at),
      amount: formatMinor(big(r.amount)),
      status: String(r.status),
      txid: textOrNull(r.txid),
      endToEndId: textOrNull(r.end_to_end_id),
      updatedAt: isoOrNull(r.updated_at),
      reason: textOrNull(r.reason),
    })),
  };
}

export async function loginsPage(deps: ServiceDeps, key: PlayerKey, q: PlayerPageQuery): Promise<PlayerLoginsPage> {
  const after = decodeCursor(q.cursor, ['time', 'text', 'id'] as const);
  const member = await requireMember(deps, key);
  const page = pageOf(await repo.loginRows(listDb(deps), key, member.username_lower, after, q.limit), q.limit, mixedKeyOf);
  return {
    next: page.next,
    rows: page.rows.map((r) => ({
      at: iso(r.created_at),
      success: r.kind === 'success',
      ip: String(r.ip),
      userAgent: textOrNull(r.user_agent),
      deviceId: textOrNull(r.device_id),
    })),
  };
}

export async function referralsPage(deps: ServiceDeps, key: PlayerKey, q: PlayerPageQuery): Promise<PlayerReferralsPage> {
  const after = decodeCursor(q.cursor, ['time', 'id'] as const);
  await requireMember(deps, key);
  const page = pageOf(await repo.referralRows(listDb(deps), key, after, q.limit), q.limit, timeKeyOf);
  return {
    next: page.next,
    rows: page.rows.map((r) => ({
      id: num(r.id),
      username: String(r.username),
      status: r.status as PlayerReferralsPage['rows'][number]['status'],
      registeredAt: iso(r.created_at),
      firstDeposit:
        r.first_at === null || r.first_at === undefined ? null : { at: iso(r.first_at), amount: formatMinor(big(r.first_amount)) },
    })),
  };
}
