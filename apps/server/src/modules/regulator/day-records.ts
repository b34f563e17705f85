import type { Db } from '../../db/client.js';
import type { BetRecord, BettorRecord, MovementDirection, MovementRecord } from './regulator-records.js';
import * as sources from './regulator-sources.repository.js';
import type { DayRange, MemberRow, RoundRow, TransferRow } from './regulator-sources.repository.js';

/* The sources' pages as the exporters' records, page by page. */

const at = (ms: string) => new Date(Number(ms));

function betOf(r: RoundRow): BetRecord {
  return {
    roundId: Number(r.id),
    providerRoundId: r.round_id,
    vendor: r.vendor,
    gameCode: r.game_code,
    memberId: Number(r.member_id),
    placedAt: at(r.created_ms),
    settledAt: r.settled_ms === null ? null : at(r.settled_ms),
    status: r.status,
    stakeMinor: BigInt(r.stake),
    winMinor: BigInt(r.win),
    currency: r.currency,
  };
}

/** The day's bets; every bettor's id is added to `players` on the way (the bettors file lists them). */
export async function* betPages(db: Db, range: DayRange, players: Set<number>): AsyncGenerator<BetRecord[]> {
  for await (const page of sources.roundPages(db, range)) {
    const records = page.map(betOf);
    for (const record of records) players.add(record.memberId);
    yield records;
  }
}

function movementOf(t: TransferRow): MovementRecord {
  const debitMember = t.debit_owner !== '0';
  const creditMember = t.credit_owner !== '0';
  const direction: MovementDirection = debitMember && creditMember ? 'internal' : creditMember ? 'in' : 'out';
  const side = (owner: string, code: string) => `${owner === '0' ? 'house' : 'member'}:${code}`;
  return {
    transferId: Number(t.id),
    at: at(t.created_ms),
    memberId: Number(creditMember ? t.credit_owner : t.debit_owner),
    kind: t.code,
    direction,
    amountMinor: BigInt(t.amount),
    currency: t.currency,
    fromAccount: side(t.debit_owner, t.debit_code),
    toAccount: side(t.credit_owner, t.credit_code),
    reference: t.reference,
  };
}

export async function* movementPages(db: Db, range: DayRange): AsyncGenerator<MovementRecord[]> {
  for await (const page of sources.transferPages(db, range)) yield page.map(movementOf);
}

function bettorOf(m: MemberRow, registered: ReadonlySet<number>, players: ReadonlySet<number>): BettorRecord {
  const phone = m.mobile_num ? `${m.country_dialing_code ?? ''}${m.mobile_num}` : null;
  return {
    memberId: Number(m.id),
    username: m.username,
    cpf: m.id_number,
    name: m.payee_name ?? m.nickname,
    birthDate: m.birthday,
    email: m.email,
    phone,
    registeredAt: at(m.created_ms),
    status: m.status,
    registeredOnDay: registered.has(Number(m.id)),
    playedOnDay: players.has(Number(m.id)),
  };
}

/** Members who registered or played on the day, in id order; `players` must be complete (the bets were read). */
export async function* bettorPages(db: Db, range: DayRange, players: ReadonlySet<number>): AsyncGenerator<BettorRecord[]> {
  const registered = new Set(await sources.registeredIds(db, range));
  const ids = [...new Set([...registered, ...players])].sort((a, b) => a - b);
  for (let i = 0; i < ids.length; i += sources.PAGE_ROWS) {
    const page = await sources.membersByIds(db, range.merchantId, ids.slice(i, i + sources.PAGE_ROWS));
    yield page.map((m) => bettorOf(m, registered, players));
  }
}
