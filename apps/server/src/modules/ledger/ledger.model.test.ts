import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase, testDatabases } from '../../test/test-app.js';
import { CURRENCIES, houseAccount, memberAccount, type AccountRef, type TransferCode } from './ledger-accounts.js';
import { checkLedger } from './ledger-check.js';
import { createLedger, HoldResolvedError, type Ledger, type TransferResult } from './ledger.service.js';

/*
 * A model test: random sequences of deposits, bets (stakes posted to the
 * house), wins, rollbacks (refunds of a bet), withdrawal holds, their payouts
 * (postings) and releases, and replays of earlier operations, applied to the
 * ledger and to a plain in-memory model. After every run the balances must
 * equal the model's, nothing may be negative, a bet or a hold is resolved once
 * at most, replays change nothing, and the invariant check passes.
 */

const M = 1;
const MEMBERS = 3;
const amount = fc.integer({ min: 1, max: 5_000 }).map(BigInt);
const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const opArb = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), member, amount }),
  fc.record({ kind: fc.constant('bet' as const), member, amount }),
  fc.record({ kind: fc.constant('win' as const), member, amount }),
  fc.record({ kind: fc.constant('withdraw' as const), member, amount }),
  fc.record({ kind: fc.constant('settle' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('rollback' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

interface Hold {
  transferId: number;
  member: number;
  amount: bigint;
  kind: 'bet' | 'withdraw';
  resolved: boolean;
}
type Balances = Map<string, bigint>;

describe.each(testDatabases())('ledger model on %s', (kind) => {
  let database: Database;
  let ledger: Ledger;
  let run = 0;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ledger = createLedger(database.db);
  });
  afterAll(() => database.close());

  it('keeps balances equal to the model, never negative, with replays changing nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 30 }), async (ops) => {
        run += 1;
        const ids = Array.from({ length: MEMBERS }, (_, i) => 100_000 + run * 10 + i);
        const model: Balances = new Map();
        const get = (k: string) => model.get(k) ?? 0n;
        const add = (k: string, v: bigint) => model.set(k, get(k) + v);
        const holds: Hold[] = [];
        const done: Array<{ spec: Parameters<Ledger['transfer']>[0]; result: TransferResult }> = [];
        let n = 0;

        const post = async (debit: AccountRef, credit: AccountRef, value: bigint, code: TransferCode, resolves?: number) => {
          const spec = {
            merchantId: M,
            currency: CURRENCIES.real,
            debit,
            credit,
            amount: value,
            code,
            idempotencyKey: `model:${run}:${(n += 1)}`,
            ...(resolves !== undefined && { resolves }),
          };
          const result = await ledger.transfer(spec);
          done.push({ spec, result });
          return result;
        };
        const key = (i: number, code: string) => `${i}:${code}`;

        for (const op of ops as Op[]) {
          if (op.kind === 'deposit') {
            await post(houseAccount('psp.clearing'), memberAccount(ids[op.member]!, 'cash'), op.amount, 'deposit');
            add(key(op.member, 'cash'), op.amount);
          } else if (op.kind === 'win') {
            await post(houseAccount('house.games', ids[op.member]), memberAccount(ids[op.member]!, 'cash'), op.amount, 'win');
            add(key(op.member, 'cash'), op.amount);
          } else if (op.kind === 'bet' || op.kind === 'withdraw') {
            // A bet goes to the member's house shard (seamless_bet); a withdrawal is held apart.
            const to = op.kind === 'bet' ? houseAccount('house.games', ids[op.member]) : memberAccount(ids[op.member]!, 'withdraw_hold');
            const attempt = post(memberAccount(ids[op.member]!, 'cash'), to, op.amount, op.kind === 'bet' ? 'bet' : 'withdraw_hold');
            if (get(key(op.member, 'cash')) < op.amount) {
              await expect(attempt).rejects.toMatchObject({ code: 'wallet.insufficient.funds' });
              continue;
            }
            const { transferId } = await attempt;
            add(key(op.member, 'cash'), -op.amount);
            if (op.kind === 'withdraw') add(key(op.member, 'withdraw_hold'), op.amount);
            holds.push({ transferId, member: op.member, amount: op.amount, kind: op.kind, resolved: false });
          } else if (op.kind === 'settle' || op.kind === 'rollback') {
            const hold = holds[op.pick % Math.max(holds.length, 1)];
            // A bet's round ends without moving money: only its rollback resolves it.
            if (!hold || (hold.kind === 'bet' && op.kind === 'settle')) continue;
            const code: TransferCode = hold.kind === 'bet' ? 'bet_refund' : op.kind === 'settle' ? 'withdraw_settle' : 'withdraw_release';
            const resolution = { merchantId: M, holdTransferId: hold.transferId, idempotencyKey: `model:${run}:${(n += 1)}`, code };
            const attempt =
              op.kind === 'settle' ? ledger.postHold(resolution, houseAccount('psp.clearing')) : ledger.releaseHold(resolution);
            if (hold.resolved) {
              await expect(attempt).rejects.toBeInstanceOf(HoldResolvedError);
              continue;
            }
            await attempt;
            hold.resolved = true;
            if (hold.kind === 'withdraw') add(key(hold.member, 'withdraw_hold'), -hold.amount);
            if (op.kind === 'rollback') add(key(hold.member, 'cash'), hold.amount);
          } else {
            const earlier = done[op.pick % Math.max(done.length, 1)];
            if (!earlier) continue;
            const again = await ledger.transfer(earlier.spec);
            expect(again).toEqual({ ...earlier.result, replayed: true });
          }
        }

        for (let i = 0; i < MEMBERS; i += 1) {
          const actual = await ledger.memberBalances(M, ids[i]!, CURRENCIES.real);
          for (const code of ['cash', 'withdraw_hold']) {
            expect(actual.get(code) ?? 0n).toBe(get(key(i, code)));
            expect(get(key(i, code)) >= 0n).toBe(true);
          }
        }
      }),
      { numRuns: kind === 'pglite' ? 40 : 25 },
    );
    expect((await checkLedger(database.db)).violations).toEqual([]);
  }, 120_000);
});
