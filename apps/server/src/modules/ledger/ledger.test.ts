import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase, testDatabases } from '../../test/test-app.js';
import { CURRENCIES, houseAccount, memberAccount } from './ledger-accounts.js';
import { createLedger, HoldResolvedError, type Ledger } from './ledger.service.js';
import { fundMember } from './ledger.test-support.js';
import { checkLedger } from './ledger-check.js';
import { sqlState } from '../../db/sql-state.js';
import { ledgerAccounts } from './ledger.tables.js';

const M = 1;
const BRL = CURRENCIES.real;

describe.each(testDatabases())('ledger on %s', (kind) => {
  let database: Database;
  let ledger: Ledger;
  let nextMember = 1000;
  const newMember = () => (nextMember += 1);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ledger = createLedger(database.db);
  });
  afterAll(() => database.close());

  const bet = (memberId: number, amount: bigint, key: string) =>
    ledger.transfer({
      merchantId: M,
      currency: BRL,
      debit: memberAccount(memberId, 'cash'),
      credit: houseAccount('house.games', memberId),
      amount,
      code: 'bet',
      idempotencyKey: key,
    });

  it('moves money between two accounts and records both entries', async () => {
    const member = newMember();
    await fundMember(ledger, M, member, 10_000n);
    const result = await bet(member, 2_550n, `bet-${member}`);
    expect(result.replayed).toBe(false);
    expect(result.debitBalance).toBe(7_450n);
    const balances = await ledger.memberBalances(M, member, BRL);
    expect(balances.get('cash')).toBe(7_450n);
    const { rows } = await ledger.listEntries({
      accountIds: await ledger.memberAccountIds(M, member, BRL, ['cash']),
      offset: 0,
      limit: 10,
    });
    expect(rows.map((r) => [r.code, BigInt(r.amount), BigInt(r.balanceAfter)])).toEqual([
      ['bet', -2_550n, 7_450n],
      ['deposit', 10_000n, 10_000n],
    ]);
  });

  it('answers a retried key with the first result and refuses the key with another amount', async () => {
    const member = newMember();
    await fundMember(ledger, M, member, 1_000n);
    const first = await bet(member, 100n, `retry-${member}`);
    const again = await bet(member, 100n, `retry-${member}`);
    expect(again).toEqual({ ...first, replayed: true });
    await expect(bet(member, 200n, `retry-${member}`)).rejects.toMatchObject({ name: 'LedgerError', reason: 'request_conflict' });
    expect((await ledger.memberBalances(M, member, BRL)).get('cash')).toBe(900n);
  });

  it('refuses a debit above the balance and leaves no trace of it', async () => {
    const member = newMember();
    await fundMember(ledger, M, member, 500n);
    await expect(bet(member, 501n, `over-${member}`)).rejects.toMatchObject({ name: 'LedgerError', reason: 'insufficient_funds' });
    expect((await ledger.memberBalances(M, member, BRL)).get('cash')).toBe(500n);
    expect(await ledger.findTransferByKey(M, `over-${member}`)).toBeUndefined();
    // The key was not used up by the refusal: the same request succeeds once funds arrive.
    await fundMember(ledger, M, member, 1n);
    await expect(bet(member, 501n, `over-${member}`)).resolves.toMatchObject({ replayed: false, debitBalance: 0n });
  });

  it('refuses UPDATE and DELETE of transfers and entries', async () => {
    const member = newMember();
    await fundMember(ledger, M, member, 100n);
    const stateOf = (statement: ReturnType<typeof sql>) =>
      database.db.execute(statement).then(
        () => 'done',
        (e: unknown) => sqlState(e)?.code,
      );
    expect(await stateOf(sql`update ledger_transfers set amount = 1`)).toBe('LG009');
    expect(await stateOf(sql`delete from ledger_entries`)).toBe('LG009');
    expect(await stateOf(sql`truncate ledger_entries`)).toBe('LG009');
    expect(await stateOf(sql`delete from ledger_transfers`)).toBe('LG009');
    // check_violation: a member balance cannot be pushed below zero even by hand.
    expect(await stateOf(sql`update ledger_accounts set balance = -5 where owner_id = ${member}`)).toBe('23514');
  });

  it('resolves a hold exactly once, either way', async () => {
    const member = newMember();
    await fundMember(ledger, M, member, 3_000n);
    const hold = await ledger.transfer({
      merchantId: M,
      currency: BRL,
      debit: memberAccount(member, 'cash'),
      credit: memberAccount(member, 'withdraw_hold'),
      amount: 2_000n,
      code: 'withdraw_hold',
      idempotencyKey: `hold-${member}`,
    });
    let balances = await ledger.memberBalances(M, member, BRL);
    expect([balances.get('cash'), balances.get('withdraw_hold')]).toEqual([1_000n, 2_000n]);

    const resolution = { merchantId: M, holdTransferId: hold.transferId, code: 'withdraw_release' as const };
    await ledger.releaseHold({ ...resolution, idempotencyKey: `release-${member}` });
    // Same key: the stored answer. Another key, or a posting: refused.
    await expect(ledger.releaseHold({ ...resolution, idempotencyKey: `release-${member}` })).resolves.toMatchObject({ replayed: true });
    await expect(ledger.releaseHold({ ...resolution, idempotencyKey: `release2-${member}` })).rejects.toBeInstanceOf(HoldResolvedError);
    await expect(
      ledger.postHold({ ...resolution, code: 'withdraw_settle', idempotencyKey: `settle-${member}` }, houseAccount('psp.clearing')),
    ).rejects.toBeInstanceOf(HoldResolvedError);
    balances = await ledger.memberBalances(M, member, BRL);
    expect([balances.get('cash'), balances.get('withdraw_hold')]).toEqual([3_000n, 0n]);
  });

  it('refunds a bet out of the house row it went into, even after the number of house shards changed', async () => {
    const member = newMember() + 900; // 1,9xx: another row under 1,024 shards than under 64
    await fundMember(ledger, M, member, 1_000n);
    const wide = createLedger(database.db, { houseShards: 1_024 });
    const narrow = createLedger(database.db, { houseShards: 64 });
    const placed = await wide.transfer({
      merchantId: M,
      currency: BRL,
      debit: memberAccount(member, 'cash'),
      credit: houseAccount('house.games', member),
      amount: 300n,
      code: 'bet',
      idempotencyKey: `shard-bet-${member}`,
    });
    const [betRow, narrowRow] = await wide.accountIdsOf(M, BRL, [
      houseAccount('house.games', member),
      houseAccount('house.games', member % 64),
    ]);
    expect(betRow).not.toBe(narrowRow);
    const balanceOf = async (id: number | undefined) =>
      (await database.db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.id, id!)))[0]!.balance;
    const [betRowBefore, narrowRowBefore] = [await balanceOf(betRow), await balanceOf(narrowRow)];
    // The server restarted with 64 shards: the refund still comes out of the bet's own row.
    await narrow.releaseHold({
      merchantId: M,
      holdTransferId: placed.transferId,
      code: 'bet_refund',
      idempotencyKey: `shard-refund-${member}`,
    });
    expect(await balanceOf(betRow)).toBe(betRowBefore - 300n);
    expect(await balanceOf(narrowRow)).toBe(narrowRowBefore);
    expect((await ledger.memberBalances(M, member, BRL)).get('cash')).toBe(1_000n);
  });

  it('keeps play money apart from real money', async () => {
    const member = newMember();
    await ledger.transfer({
      merchantId: M,
      currency: CURRENCIES.play,
      debit: houseAccount('house.play'),
      credit: memberAccount(member, 'cash'),
      amount: 100_000n,
      code: 'play_grant',
      idempotencyKey: `play-${member}`,
    });
    expect((await ledger.memberBalances(M, member, BRL)).get('cash')).toBeUndefined();
    expect((await ledger.memberBalances(M, member, CURRENCIES.play)).get('cash')).toBe(100_000n);
  });

  it.runIf(kind === 'postgres')('lets exactly 100 of 200 concurrent R$ 1,00 debits through a R$ 100,00 balance', async () => {
    const member = newMember();
    await fundMember(ledger, M, member, 10_000n);
    const results = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => bet(member, 100n, `race-${member}-${i}`)));
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(100);
    expect(refused).toHaveLength(100);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ name: 'LedgerError', reason: 'insufficient_funds' });
    expect((await ledger.memberBalances(M, member, BRL)).get('cash')).toBe(0n);
  });

  it.runIf(kind === 'postgres')('places exactly one of 20 concurrent full-balance holds', async () => {
    const member = newMember();
    await fundMember(ledger, M, member, 5_000n);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        ledger.transfer({
          merchantId: M,
          currency: BRL,
          debit: memberAccount(member, 'cash'),
          credit: memberAccount(member, 'withdraw_hold'),
          amount: 5_000n,
          code: 'withdraw_hold',
          idempotencyKey: `hold-race-${member}-${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('passes the invariant check after all of the above', async () => {
    const report = await checkLedger(database.db);
    expect(report.violations).toEqual([]);
    expect(report.transfers).toBeGreaterThan(5);
  });

  it('finds rows written around ledger_post_transfer that name missing or mismatched accounts and transfers', async () => {
    const member = newMember();
    const funded = await fundMember(ledger, M, member, 700n);
    // What foreign keys used to refuse (the tables have none since migration 0014): the check must see it.
    await database.db.execute(
      sql`insert into ledger_entries (transfer_id, account_id, amount, balance_after) values (999999999, ${funded.transferId}, 0, 0)`,
    );
    await database.db
      .execute(sql`insert into ledger_transfers (merchant_id, currency, debit_account_id, credit_account_id, amount, code, idempotency_key, request_hash)
      values (${M}, 'BRL', 999999998, 999999997, 1, 'deposit', ${`stray-${member}`}, 'x')`);
    const rules = new Set((await checkLedger(database.db)).violations.map((v) => v.rule));
    expect(rules).toContain('entry_not_of_transfer');
    expect(rules).toContain('transfer_account_unknown');
  });
});
