import {
  formatMinor,
  isAgentType,
  parseMoney,
  PLAYER_COUNT_CAP,
  TRIAL_TYPE,
  type PlayerRow,
  type PlayerSearchPage,
  type PlayerSearchQuery,
} from '@app/contract';
import { listDb, type ServiceDeps } from '../../infra/deps.js';
import * as vip from '../rewards/vip.service.js';
import { decodeCursor, pageOf } from './cursor.js';
import * as repo from './players-search.repository.js';
import { big, iso, isoOrNull, num, textOrNull } from './sql-values.js';

/** member, agent or trial, from the member's type and trial flag. */
export function kindOf(type: number, isTrial: boolean): PlayerRow['kind'] {
  if (isTrial || type === TRIAL_TYPE) return 'trial';
  return isAgentType(type) ? 'agent' : 'member';
}

export const mobileOf = (dialing: unknown, mobile: unknown): string | null =>
  mobile === null || mobile === undefined ? null : `+${textOrNull(dialing) ?? ''}${String(mobile)}`;

/**
 * The stored numbers a typed one may be: its digits as typed, and without a country code in front when it carries
 * one (a `+`, or Brazil's 55 before 10 or 11 digits). The query keeps only numbers whose own code matches.
 */
export function mobileCandidates(typed: string): { candidates: string[]; digits: string } {
  const digits = typed.replace(/\D/g, '');
  const candidates = new Set([digits]);
  if (typed.trim().startsWith('+')) for (const n of [1, 2, 3]) if (digits.length - n >= 4) candidates.add(digits.slice(n));
  if (digits.startsWith('55') && digits.length >= 12) candidates.add(digits.slice(2));
  return { candidates: [...candidates], digits };
}

type Ladder = Array<{ level: number; minTurnover: bigint }>;

/**
 * The lifetime turnovers that place a member on `level` (vip.service's placeOnLadder): from the level's minimum to
 * the next level's; turnovers under the first step count as level 0. Null when no turnover reaches that level.
 */
export function turnoverRange(ladder: Ladder, level: number): { min: bigint; max: bigint | null } | null {
  const i = ladder.findIndex((l) => l.level === level);
  const firstStep = ladder[0]?.minTurnover ?? null;
  if (i < 0) return level === 0 ? { min: 0n, max: firstStep } : null;
  const max = ladder[i + 1]?.minTurnover ?? null;
  return { min: level === 0 && i === 0 ? 0n : ladder[i]!.minTurnover, max };
}

async function filterOf(deps: ServiceDeps, merchantId: number, q: PlayerSearchQuery): Promise<repo.SearchFilter | null> {
  let turnover: repo.SearchFilter['turnover'];
  if (q.vipLevel !== undefined) {
    const ladder = (await vip.getLadder(deps, merchantId)).map((l) => ({ level: l.level, minTurnover: parseMoney(l.minTurnover) }));
    const range = turnoverRange(ladder, q.vipLevel);
    if (!range) return null;
    turnover = range;
  }
  return {
    merchantId,
    usernamePrefix: q.username?.trim() || undefined,
    mobile: q.mobile === undefined ? undefined : mobileCandidates(q.mobile),
    cpf: q.cpf?.replace(/\D/g, ''),
    email: q.email?.trim(),
    id: q.id,
    from: q.registeredFrom === undefined ? undefined : new Date(q.registeredFrom),
    to: q.registeredTo === undefined ? undefined : new Date(q.registeredTo),
    status: q.status,
    turnover,
    uplineLower: q.upline?.trim().toLowerCase(),
  };
}

function rowOf(r: Record<string, unknown>): PlayerRow {
  const isTrial = Boolean(r.is_trial);
  return {
    id: num(r.id),
    username: String(r.username),
    name: textOrNull(r.payee_name),
    mobile: mobileOf(r.country_dialing_code, r.mobile_num),
    cpf: textOrNull(r.id_number),
    email: textOrNull(r.email),
    status: r.status as PlayerRow['status'],
    kind: kindOf(num(r.type), isTrial),
    vipLevel: num(r.vip_level),
    upline: textOrNull(r.upline_username),
    registeredAt: iso(r.created_at),
    lastLoginAt: isoOrNull(r.last_login),
    currency: isTrial ? 'PLAY' : 'BRL',
    cash: formatMinor(big(r.cash)),
  };
}

const cursorShape = { id: ['id'], registeredAt: ['time', 'id'], username: ['text'] } as const;

function keyOf(sort: repo.SortKey, r: Record<string, unknown>): Array<string | number> {
  if (sort === 'registeredAt') return [String(r.created_key), num(r.id)];
  return sort === 'username' ? [String(r.username_lower)] : [num(r.id)];
}

/** GET /wps/operator/players: a page of the merchant's members matching every filter given, and how many match. */
export async function searchPlayers(deps: ServiceDeps, merchantId: number, q: PlayerSearchQuery): Promise<PlayerSearchPage> {
  const after = decodeCursor(q.cursor, cursorShape[q.sort]);
  const filter = await filterOf(deps, merchantId, q);
  if (!filter) return { rows: [], total: 0, totalCapped: false, next: null };
  const order = { sort: q.sort, desc: q.order === 'desc', after, limit: q.limit };
  // A list to look through (readDb): the player's own page, balances and actions read the primary.
  const [rows, counted] = await Promise.all([
    repo.searchPage(listDb(deps), filter, order),
    repo.countMatches(listDb(deps), filter, PLAYER_COUNT_CAP),
  ]);
  const page = pageOf(rows, q.limit, (r) => keyOf(q.sort, r));
  return {
    rows: page.rows.map(rowOf),
    total: Math.min(counted, PLAYER_COUNT_CAP),
    totalCapped: counted > PLAYER_COUNT_CAP,
    next: page.next,
  };
}
