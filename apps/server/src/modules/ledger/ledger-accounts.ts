/**
 * Which balances exist. Member accounts belong to one member (owner = member
 * id); house-side accounts belong to the merchant (owner 0). Play money of
 * trial members is its own currency, issued by its own house account, so it
 * can never mix with real money.
 */
export const CURRENCIES = { real: 'BRL', play: 'PLAY', points: 'PTS' } as const;
export type Currency = (typeof CURRENCIES)[keyof typeof CURRENCIES];

/** cash: spendable and withdrawable; bonus: promotion money with wagering; holds; vendor sub-wallets. */
export type MemberAccountCode = 'cash' | 'bonus' | 'withdraw_hold' | 'inplay' | 'points' | `vendor:${string}`;

/**
 * house.games: the other side of bets and wins (sharded); house.bonus: pays
 * promotions; house.agents: pays agents' salaries, dividends and rebates; psp.clearing: money in transit with the PIX provider;
 * provider:<vendor>: a transfer-wallet vendor's clearing; house.play: issues
 * play money; house.points: issues mall points (currency PTS) and takes them back on redemption; house.adjustments: the
 * other side of operators' manual balance adjustments, so their sum is one balance to read.
 */
export type HouseAccountCode =
  | 'house.games'
  | 'house.bonus'
  | 'house.agents'
  | 'psp.clearing'
  | 'house.play'
  | 'house.points'
  | 'house.adjustments'
  | `provider:${string}`;

export type AccountRef =
  | { kind: 'member'; memberId: number; code: MemberAccountCode }
  | { kind: 'house'; code: HouseAccountCode; shardKey?: number; shard?: number };

/** Reasons a transfer is made; the account record maps them to what the member reads. */
export type TransferCode =
  | 'deposit'
  | 'withdraw_hold'
  | 'withdraw_settle'
  | 'withdraw_release'
  | 'bet'
  | 'bet_settle'
  | 'bet_refund'
  | 'win'
  | 'bonus'
  | 'rebate'
  | 'commission'
  | 'wallet_transfer'
  | 'play_grant'
  | 'points_earn'
  | 'points_redeem'
  | 'adjustment'
  /** An operator's manual credit or debit of a member's cash (modules/adjustments), under four eyes above a threshold. */
  | 'manual_adjustment';

/**
 * House-side postings of bets and wins are spread over this many rows, chosen
 * by the member id, so concurrent bets of different players rarely wait on
 * the same row lock (each holds it until its commit has been flushed). 64 left
 * 1-5 % of the wallet's statements waiting on one at 50 clients; 1,024 leaves
 * next to none (docs/decisions/ledger-and-wallet.md, "Hot rows"). Summing the
 * shards gives the house position.
 */
export const HOUSE_SHARDS = 1_024;

export const memberAccount = (memberId: number, code: MemberAccountCode): AccountRef => ({ kind: 'member', memberId, code });
export const houseAccount = (code: HouseAccountCode, shardKey?: number): AccountRef =>
  shardKey === undefined ? { kind: 'house', code } : { kind: 'house', code, shardKey };

/**
 * A house.games row named by its stored shard, as read back from a transfer: it stays that row whatever
 * LEDGER_HOUSE_SHARDS says now (a refund comes out of the very row its bet went into).
 */
export const houseShardAccount = (shard: number): AccountRef => ({ kind: 'house', code: 'house.games', shard });

export interface AccountKey {
  merchantId: number;
  currency: string;
  code: string;
  ownerId: number;
  shard: number;
  allowNegative: boolean;
}

/**
 * Only house-side accounts may go below zero: they are the counterpart of
 * member money. `houseShards` 0 gives every member its own house row: no
 * shared row at all, the baseline the wallet benchmark compares against.
 */
export function accountKey(merchantId: number, currency: string, ref: AccountRef, houseShards = HOUSE_SHARDS): AccountKey {
  if (ref.kind === 'member') return { merchantId, currency, code: ref.code, ownerId: ref.memberId, shard: 0, allowNegative: false };
  const sharded = ref.code === 'house.games' && ref.shardKey !== undefined;
  const shard = ref.shard ?? (!sharded ? 0 : houseShards === 0 ? ref.shardKey! % 32_000 : ref.shardKey! % houseShards);
  return { merchantId, currency, code: ref.code, ownerId: 0, shard, allowNegative: true };
}

export const accountCacheKey = (k: AccountKey) => `${k.merchantId}|${k.currency}|${k.code}|${k.ownerId}|${k.shard}`;
