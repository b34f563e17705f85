import { formatMinor, isAgentType, type PlayerDetail } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import * as auth from '../auth/auth.service.js';
import { CURRENCIES } from '../ledger/ledger-accounts.js';
import * as rounds from '../ledger/ledger-rounds.js';
import * as vip from '../rewards/vip.service.js';
import * as repo from './player-page.repository.js';
import type { PlayerKey, PlayersDeps } from './players.deps.js';
import { kindOf, mobileOf } from './players-search.service.js';
import { iso, isoOrNull, num, textOrNull } from './sql-values.js';

/** How far up the upline chain a page reads (agent trees are about ten levels deep). */
const CHAIN_MAX = 20;

type Deps = Pick<PlayersDeps, 'db' | 'clock' | 'ledger'>;

/** The member of this merchant, or player.not.found (a member of another merchant is not found either). */
export async function requireMember(deps: Pick<PlayersDeps, 'db'>, key: PlayerKey): Promise<repo.MemberRecord> {
  const member = await repo.memberRecord(deps.db, key);
  if (!member) throw new AppError('player.not.found');
  return member;
}

/** Balances in the player's currency from the ledger: its accounts, the stakes of running rounds, and mall points. */
async function balancesOf(deps: Deps, key: PlayerKey, currency: string): Promise<PlayerDetail['balances']> {
  const [accounts, inPlay, points] = await Promise.all([
    deps.ledger.memberBalances(key.merchantId, key.memberId, currency),
    rounds.openStakes(deps, key.merchantId, key.memberId, currency),
    deps.ledger.memberBalances(key.merchantId, key.memberId, CURRENCIES.points),
  ]);
  const of = (code: string) => accounts.get(code) ?? 0n;
  let subWallets = 0n;
  for (const [code, value] of accounts) if (code.startsWith('vendor:')) subWallets += value;
  return {
    currency,
    cash: formatMinor(of('cash')),
    bonus: formatMinor(of('bonus')),
    withdrawHold: formatMinor(of('withdraw_hold')),
    inPlay: formatMinor(inPlay),
    held: formatMinor(of('withdraw_hold') + inPlay),
    subWallets: formatMinor(subWallets),
    points: Number(points.get('points') ?? 0n),
  };
}

async function chainOf(deps: Deps, key: PlayerKey, member: repo.MemberRecord) {
  const uplineId = member.upline_member_id === null ? null : num(member.upline_member_id);
  const chain = uplineId === null ? [] : await repo.uplineChain(deps.db, key.merchantId, uplineId, CHAIN_MAX);
  const agentAt = chain.findIndex((m) => isAgentType(m.type));
  const agent = chain[agentAt];
  return {
    upline: chain[0] ? { id: chain[0].id, username: chain[0].username } : null,
    agent: agent ? { id: agent.id, username: agent.username, depth: agentAt + 1 } : null,
    uplineChain: chain,
  };
}

/** GET /wps/operator/players/:id: identity, balances, VIP, sign-in state, upline chain and counters. */
export async function playerDetail(deps: Deps, key: PlayerKey): Promise<PlayerDetail> {
  const member = await requireMember(deps, key);
  const isTrial = Boolean(member.is_trial);
  const now = new Date(deps.clock());
  const [balances, standing, lockedUntil, last, counters, chain] = await Promise.all([
    balancesOf(deps, key, isTrial ? CURRENCIES.play : CURRENCIES.real),
    vip.vipStatus(deps, key.merchantId, key.memberId),
    auth.loginLockOf(deps, { merchantId: key.merchantId, usernameLower: member.username_lower }),
    repo.lastLogin(deps.db, key),
    repo.counters(deps.db, key, member.username_lower, now),
    chainOf(deps, key, member),
  ]);
  return {
    id: num(member.id),
    username: member.username,
    name: textOrNull(member.payee_name),
    nickname: textOrNull(member.nickname),
    cpf: textOrNull(member.id_number),
    mobile: mobileOf(member.country_dialing_code, member.mobile_num),
    email: textOrNull(member.email),
    birthday: textOrNull(member.birthday_text),
    kind: kindOf(num(member.type), isTrial),
    type: num(member.type),
    status: member.status as PlayerDetail['status'],
    vip: { level: standing.level, name: standing.name, turnover: standing.turnover },
    registeredAt: iso(member.created_at),
    registerIp: textOrNull(member.register_ip),
    registerMethod: textOrNull(member.register_method),
    lastLogin: last ? { at: last.at.toISOString(), ip: last.ip } : null,
    balances,
    loginLock: { lockedUntil: isoOrNull(lockedUntil), recentFailures: counters.recentFailures },
    liveSessions: counters.liveSessions,
    ...chain,
    counts: {
      deposits: counters.deposits,
      depositTotal: formatMinor(counters.depositTotal),
      withdrawals: counters.withdrawals,
      withdrawalTotal: formatMinor(counters.withdrawalTotal),
      referrals: counters.referrals,
    },
  };
}
