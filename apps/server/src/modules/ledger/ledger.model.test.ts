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

/** One generated sequence: its members, the model's balances, the holds and bets placed, the transfers posted. */
interface Run {
  run: number;
  ids: number[];
  model: Balances;
  holds: Hold[];
  done: Array<{ spec: Parameters<Ledger['transfer']>[0]; result: TransferResult }>;
  n: number;
}

const key = (i: number, code: string) => `${i}:${code}`;
const get = (r: Run, k: string) => r.model.get(k) ?? 0n;
const add = (r: Run, k: string, v: bigint) => r.model.set(k, get(r, k) + v);
const nextKey = (r: Run) => `model:${r.run}:${(r.n += 1)}`;

async function post(ledger: Ledger, r: Run, debit: AccountRef, credit: AccountRef, value: bigint, code: TransferCode) {
  const spec = { merchantId: M, currency: CURRENCIES.real, debit, credit, amount: value, code, idempotencyKey: nextKey(r) };
  const result = await ledger.transfer(spec);
  r.done.push({ spec, result });
  return result;
}

async function betOrWithdraw(ledger: Ledger, r: Run, op: Extract<Op, { kind: 'bet' | 'withdraw' }>) {
  // A bet goes to the member's house shard (seamless_bet); a withdrawal is held apart.
  const to = op.kind === 'bet' ? houseAccount('house.games', r.ids[op.member]) : memberAccount(r.ids[op.member]!, 'withdraw_hold');
  const attempt = post(ledger, r, memberAccount(r.ids[op.member]!, 'cash'), to, op.amount, op.kind === 'bet' ? 'bet' : 'withdraw_hold');
  if (get(r, key(op.member, 'cash')) < op.amount) {
    await expect(attempt).rejects.toMatchObject({ name: 'LedgerError', reason: 'insufficient_funds' });
    return;
  }
  const { transferId } = await attempt;
  add(r, key(op.member, 'cash'), -op.amount);
  if (op.kind === 'withdraw') add(r, key(op.member, 'withdraw_hold'), op.amount);
  r.holds.push({ transferId, member: op.member, amount: op.amount, kind: op.kind, resolved: false });
}

async function resolveHold(ledger: Ledger, r: Run, op: Extract<Op, { kind: 'settle' | 'rollback' }>) {
  const hold = r.holds[op.pick % Math.max(r.holds.length, 1)];
  // A bet's round ends without moving money: only its rollback resolves it.
  if (!hold || (hold.kind === 'bet' && op.kind === 'settle')) return;
  const code: TransferCode = hold.kind === 'bet' ? 'bet_refund' : op.kind === 'settle' ? 'withdraw_settle' : 'withdraw_release';
  const resolution = { merchantId: M, holdTransferId: hold.transferId, idempotencyKey: nextKey(r), code };
  const attempt = op.kind === 'settle' ? ledger.postHold(resolution, houseAccount('psp.clearing')) : ledger.releaseHold(resolution);
  if (hold.resolved) {
    await expect(attempt).rejects.toBeInstanceOf(HoldResolvedError);
    return;
  }
  await attempt;
  hold.resolved = true;
  if (hold.kind === 'withdraw') add(r, key(hold.member, 'withdraw_hold'), -hold.amount);
  if (op.kind === 'rollback') add(r, key(hold.member, 'cash'), hold.amount);
}

async function apply(ledger: Ledger, r: Run, op: Op) {
  if (op.kind === 'deposit') {
    await post(ledger, r, houseAccount('psp.clearing'), memberAccount(r.ids[op.member]!, 'cash'), op.amount, 'deposit');
    add(r, key(op.member, 'cash'), op.amount);
  } else if (op.kind === 'win') {
    await post(ledger, r, houseAccount('house.games', r.ids[op.member]), memberAccount(r.ids[op.member]!, 'cash'), op.amount, 'win');
    add(r, key(op.member, 'cash'), op.amount);
  } else if (op.kind === 'bet' || op.kind === 'withdraw') {
    await betOrWithdraw(ledger, r, op);
  } else if (op.kind === 'settle' || op.kind === 'rollback') {
    await resolveHold(ledger, r, op);
  } else {
    const earlier = r.done[op.pick % Math.max(r.done.length, 1)];
    if (!earlier) return;
    expect(await ledger.transfer(earlier.spec)).toEqual({ ...earlier.result, replayed: true });
  }
}

async function expectModel(ledger: Ledger, r: Run) {
  for (let i = 0; i < MEMBERS; i += 1) {
    const actual = await ledger.memberBalances(M, r.ids[i]!, CURRENCIES.real);
    for (const code of ['cash', 'withdraw_hold']) {
      expect(actual.get(code) ?? 0n).toBe(get(r, key(i, code)));
      expect(get(r, key(i, code)) >= 0n).toBe(true);
    }
  }
}

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
        const r: Run = { run, ids, model: new Map(), holds: [], done: [], n: 0 };
        for (const op of ops as Op[]) await apply(ledger, r, op);
        await expectModel(ledger, r);
      }),
      { numRuns: kind === 'pglite' ? 40 : 25 },
    );
    expect((await checkLedger(database.db)).violations).toEqual([]);
  }, 120_000);
});
