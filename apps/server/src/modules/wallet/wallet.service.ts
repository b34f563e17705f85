import { formatMinor, MAIN_WALLET, type ConsolidatedFunds, type Wallet } from '@app/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { CURRENCIES, houseAccount, memberAccount, type AccountRef } from '../ledger/ledger-accounts.js';
import type { Ledger } from '../ledger/ledger.service.js';
import * as rounds from '../ledger/ledger-rounds.js';
import * as repo from './wallet.repository.js';

export interface WalletDeps {
  db: Db;
  ledger: Ledger;
}

export interface WalletOwner {
  merchantId: number;
  memberId: number;
  isTrial: boolean;
}

/** Trial members start with this much play money (granted once, on their first wallet read). */
export const PLAY_MONEY_GRANT_MINOR = 100_000n;

export const currencyOf = (owner: WalletOwner) => (owner.isTrial ? CURRENCIES.play : CURRENCIES.real);

/** Balances by account code, and `inplay`: the stakes of the member's running rounds (bets are posted to the house, migration 0020). */
async function balancesOf(deps: WalletDeps, owner: WalletOwner): Promise<Map<string, bigint>> {
  const [balances, inPlay] = await Promise.all([
    accountBalancesOf(deps, owner),
    rounds.openStakes(deps, owner.merchantId, owner.memberId, currencyOf(owner)),
  ]);
  return balances.set('inplay', inPlay);
}

async function accountBalancesOf(deps: WalletDeps, owner: WalletOwner): Promise<Map<string, bigint>> {
  const currency = currencyOf(owner);
  if (!owner.isTrial) return deps.ledger.memberBalances(owner.merchantId, owner.memberId, currency);
  // Posted on every read of a trial wallet: after the first, the key only replays, and a read racing
  // the first waits for its grant instead of seeing an empty account.
  await deps.ledger.transfer({
    merchantId: owner.merchantId,
    currency,
    debit: houseAccount('house.play'),
    credit: memberAccount(owner.memberId, 'cash'),
    amount: PLAY_MONEY_GRANT_MINOR,
    code: 'play_grant',
    idempotencyKey: `play_grant:${owner.memberId}`,
  });
  return deps.ledger.memberBalances(owner.merchantId, owner.memberId, currency);
}

export async function getWallet(deps: WalletDeps, owner: WalletOwner): Promise<Wallet> {
  const [balances, vendors] = await Promise.all([balancesOf(deps, owner), repo.listTransferVendors(deps.db, owner.merchantId)]);
  const of = (code: string) => balances.get(code) ?? 0n;
  const wallets = vendors.map((v) => ({ code: v.code, name: v.name, balance: formatMinor(of(`vendor:${v.code}`)) }));
  const subTotal = vendors.reduce((sum, v) => sum + of(`vendor:${v.code}`), 0n);
  return {
    currency: currencyOf(owner),
    sumBalance: formatMinor(of('cash') + of('bonus') + subTotal),
    cash: formatMinor(of('cash')),
    bonus: formatMinor(of('bonus')),
    withdrawable: formatMinor(of('cash')),
    withdrawHold: formatMinor(of('withdraw_hold')),
    inPlay: formatMinor(of('inplay')),
    wallets,
  };
}

/** Moves cash between the main wallet and a transfer-wallet vendor's sub-wallet; retried requestIds answer the first result. */
export async function transferBetweenWallets(
  deps: WalletDeps,
  owner: WalletOwner,
  req: { from: string; to: string; amount: bigint; requestId: string },
): Promise<Wallet> {
  const vendors = new Set((await repo.listTransferVendors(deps.db, owner.merchantId)).map((v) => v.code));
  const refOf = (code: string): AccountRef => {
    if (code === MAIN_WALLET) return memberAccount(owner.memberId, 'cash');
    if (vendors.has(code)) return memberAccount(owner.memberId, `vendor:${code}`);
    throw new AppError('wallet.not.found');
  };
  if (req.from === req.to) throw new AppError('wallet.not.found');
  const [debit, credit] = [refOf(req.from), refOf(req.to)];
  if (req.from !== MAIN_WALLET && req.to !== MAIN_WALLET) throw new AppError('wallet.not.found');
  await deps.ledger.transfer({
    merchantId: owner.merchantId,
    currency: currencyOf(owner),
    debit,
    credit,
    amount: req.amount,
    code: 'wallet_transfer',
    idempotencyKey: `wallet_transfer:${owner.memberId}:${req.requestId}`,
    request: { from: req.from, to: req.to, amount: req.amount },
    reference: `${req.from}>${req.to}`,
  });
  return getWallet(deps, owner);
}

export async function consolidatedFunds(deps: WalletDeps, owner: WalletOwner): Promise<ConsolidatedFunds> {
  const currency = currencyOf(owner);
  const balances = await balancesOf(deps, owner);
  const of = (code: string) => balances.get(code) ?? 0n;
  let subWallets = 0n;
  for (const [code, value] of balances) if (code.startsWith('vendor:')) subWallets += value;
  const totals = await deps.ledger.memberTotals(owner.merchantId, owner.memberId, currency, ['deposit', 'withdraw_settle']);
  return {
    currency,
    totalBalance: formatMinor(of('cash') + of('bonus') + subWallets),
    cash: formatMinor(of('cash')),
    bonus: formatMinor(of('bonus')),
    withdrawHold: formatMinor(of('withdraw_hold')),
    inPlay: formatMinor(of('inplay')),
    subWallets: formatMinor(subWallets),
    depositTotal: formatMinor(totals.get('deposit') ?? 0n),
    withdrawTotal: formatMinor(totals.get('withdraw_settle') ?? 0n),
  };
}

export const DEMO_TRANSFER_VENDORS = [{ code: 'PVP', name: 'PVP', sort: 1 }] as const;

export async function addDemoTransferVendors(db: Db, merchantId: number) {
  for (const vendor of DEMO_TRANSFER_VENDORS) await repo.addTransferVendorIfMissing(db, merchantId, vendor);
}
