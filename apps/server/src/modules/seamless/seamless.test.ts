import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../ledger/ledger-check.js';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import { memberCalls, memberWithMoney, providerCalls, TEST_VENDOR, type MoneyMember } from '../../test/money.js';
import { rowsOf } from '../../db/rows.js';
import { signedHeaders } from './seamless-signature.js';

describe.each(testDatabases())('seamless wallet on %s', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof providerCalls>;
  let seq = 0;
  const id = (prefix: string) => `${prefix}-${(seq += 1)}`;

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { seamlessVendors: [TEST_VENDOR] } });
    call = providerCalls(t);
  });
  afterAll(() => t.close());

  const betBody = (m: MoneyMember, roundId: string, amount: string, transactionId = id('bet')) => ({
    transactionId,
    playerId: m.playerId,
    roundId,
    gameCode: 'demo-slot',
    amount,
    currency: 'BRL',
  });
  const winBody = (m: MoneyMember, roundId: string, amount: string, endRound = true, transactionId = id('win')) => ({
    ...betBody(m, roundId, amount, transactionId),
    endRound,
  });
  const cash = async (m: MoneyMember) => (await memberCalls(t, m).wallet()).cash as string;

  it('refuses unsigned, wrongly signed, tampered, stale and unknown-vendor calls', async () => {
    const m = await memberWithMoney(t, 10_000n);
    const body = betBody(m, id('r'), '1.00');
    expect((await call('bet', body, { secret: 'not-the-secret-0123456789abcdefgh' })).json()).toMatchObject({
      errorCode: 'seamless.signature.invalid',
    });
    expect((await call('bet', body, { tamper: (raw) => raw.replace('1.00', '0.01') })).statusCode).toBe(401);
    // The same signature in upper-case hex is another spelling of a seen signature: refused.
    const raw = JSON.stringify(body);
    const upper = signedHeaders(TEST_VENDOR.code, TEST_VENDOR.secret, raw);
    upper['x-signature'] = upper['x-signature']!.toUpperCase();
    expect((await t.app.inject({ method: 'POST', url: '/gsw/v1/bet', headers: upper, payload: raw })).statusCode).toBe(401);
    expect((await call('bet', body, { now: Date.now() - 6 * 60_000 })).statusCode).toBe(401);
    expect((await providerCalls(t, { code: 'NOPE', secret: TEST_VENDOR.secret })('bet', body)).statusCode).toBe(401);
    const unsigned = await t.app.inject({ method: 'POST', url: '/gsw/v1/bet', payload: body });
    expect(unsigned.statusCode).toBe(401);
    expect(await cash(m)).toBe('100.00');
  });

  it('takes a bet once, answers its replay with the first answer and refuses the id with another amount', async () => {
    const m = await memberWithMoney(t, 10_000n);
    const body = betBody(m, id('r'), '12.50');
    const first = await call('bet', body);
    expect(first.json().value).toMatchObject({ balance: '87.50', status: 'applied', currency: 'BRL' });
    expect((await call('bet', body)).json().value).toEqual(first.json().value);
    const conflict = await call('bet', { ...body, amount: '13.00' });
    expect([conflict.statusCode, conflict.json().errorCode]).toEqual([409, 'idempotency.conflict']);
    expect(await cash(m)).toBe('87.50');
    expect((await call('balance', { playerId: m.playerId, currency: 'BRL' })).json().value.balance).toBe('87.50');
  });

  it('refuses a bet above the balance and moves nothing', async () => {
    const m = await memberWithMoney(t, 500n);
    const res = await call('bet', betBody(m, id('r'), '5.01'));
    expect([res.statusCode, res.json().errorCode]).toEqual([400, 'wallet.insufficient.funds']);
    expect(await cash(m)).toBe('5.00');
  });

  // On PostgreSQL these bets commit in groups (db/pipeline.ts): every refusal rolls its group back and the others
  // run again, and replays of one id meet inside one group. The answers must be those of one transaction per bet.
  it('takes exactly 100 of 200 concurrent R$1.00 bets on R$100.00 and each of 10 concurrent replays once', async () => {
    const m = await memberWithMoney(t, 10_000n);
    const roundId = id('r');
    const replayed = betBody(m, roundId, '1.00');
    const bodies = [...Array.from({ length: 190 }, () => betBody(m, roundId, '1.00')), ...Array.from({ length: 10 }, () => replayed)];
    const answers = await Promise.all(bodies.map((body) => call('bet', body)));
    const ok = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.json().errorCode === 'wallet.insufficient.funds');
    expect(ok.length + refused.length).toBe(200);
    // The ten replays get one answer between them: all applied with the same balance after, or all refused.
    const replays = answers.slice(190).map((res) => [res.statusCode, res.json().value?.balance ?? res.json().errorCode]);
    expect(new Set(replays.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(ok.length - (replays[0]![0] === 200 ? 9 : 0)).toBe(100);
    expect(await cash(m)).toBe('0.00');
    expect((await memberCalls(t, m).wallet()).inPlay).toBe('100.00');
  });

  it('pays a win that ends the round, then refuses later bets and rollbacks in it', async () => {
    const m = await memberWithMoney(t, 10_000n);
    const roundId = id('r');
    const bet = betBody(m, roundId, '10.00');
    await call('bet', bet);
    const win = await call('win', winBody(m, roundId, '25.00'));
    expect(win.json().value.balance).toBe('115.00');
    expect((await call('bet', betBody(m, roundId, '1.00'))).json().errorCode).toBe('seamless.round.closed');
    const rollback = await call('rollback', {
      transactionId: id('rb'),
      playerId: m.playerId,
      roundId,
      referenceTransactionId: bet.transactionId,
    });
    expect(rollback.json().errorCode).toBe('seamless.rollback.refused');
    const wallet = await memberCalls(t, m).wallet();
    expect([wallet.cash, wallet.inPlay]).toEqual(['115.00', '0.00']);
    const rounds = (await memberCalls(t, m).get('/wps/game/record')).json().value;
    expect(rounds.list[0]).toMatchObject({ roundId, stake: '10.00', win: '25.00', status: 'completed', vendor: TEST_VENDOR.code });
  });

  it('rolls a bet back once and cancels a round with nothing left', async () => {
    const m = await memberWithMoney(t, 10_000n);
    const roundId = id('r');
    const bet = betBody(m, roundId, '30.00');
    await call('bet', bet);
    const body = { transactionId: id('rb'), playerId: m.playerId, roundId, referenceTransactionId: bet.transactionId };
    expect((await call('rollback', body)).json().value).toMatchObject({ balance: '100.00', status: 'applied' });
    expect((await call('rollback', body)).json().value.balance).toBe('100.00');
    // Another rollback id for the same bet refunds nothing more.
    await call('rollback', { ...body, transactionId: id('rb') });
    expect(await cash(m)).toBe('100.00');
    expect((await call('end', { playerId: m.playerId, roundId })).json().value.status).toBe('cancelled');
  });

  it('says a rollback of an unknown bet changed nothing, and refuses that bet if it arrives later', async () => {
    const m = await memberWithMoney(t, 10_000n);
    const roundId = id('r');
    const lateBet = betBody(m, roundId, '7.00');
    const rollback = await call('rollback', {
      transactionId: id('rb'),
      playerId: m.playerId,
      roundId,
      referenceTransactionId: lateBet.transactionId,
    });
    expect(rollback.json().value).toMatchObject({ status: 'unknown', balance: '100.00' });
    expect((await call('bet', lateBet)).json().errorCode).toBe('seamless.round.closed');
    expect(await cash(m)).toBe('100.00');
  });

  const houseGames = async () => {
    const result = await t.database.db.execute(
      sql`select coalesce(sum(balance), 0)::text as total from ledger_accounts where code = 'house.games' and currency = 'BRL'`,
    );
    return BigInt(rowsOf<{ total: string }>(result)[0]!.total);
  };

  it('posts a stake to the house when it is bet and refunds it from there once on rollback', async () => {
    const m = await memberWithMoney(t, 10_000n);
    const roundId = id('r');
    const bet = betBody(m, roundId, '8.00');
    const before = await houseGames();
    await call('bet', bet);
    expect(await houseGames()).toBe(before + 800n);
    expect((await memberCalls(t, m).wallet()).inPlay).toBe('8.00');
    const rollback = { transactionId: id('rb'), playerId: m.playerId, roundId, referenceTransactionId: bet.transactionId };
    await call('rollback', rollback);
    await call('rollback', { ...rollback, transactionId: id('rb') });
    expect(await houseGames()).toBe(before);
    const refunds = await t.database.db
      .execute(sql`select count(*)::int as n from ledger_transfers r join ledger_transfers b on b.id = r.resolves_transfer_id
      where b.idempotency_key = ${`gsw:${TEST_VENDOR.code}:${bet.transactionId}`} and r.code = 'bet_refund'`);
    expect(rowsOf<{ n: number }>(refunds)[0]!.n).toBe(1);
    expect(await cash(m)).toBe('100.00');
  });

  it('answers a paid win again with its first balance after later moves, and refuses its id with other data or for a rollback', async () => {
    const m = await memberWithMoney(t, 10_000n);
    const roundId = id('r');
    await call('bet', betBody(m, roundId, '10.00'));
    const win = winBody(m, roundId, '25.00', false);
    expect((await call('win', win)).json().value.balance).toBe('115.00');
    await call('bet', betBody(m, roundId, '5.00'));
    expect((await call('win', win)).json().value).toMatchObject({ balance: '115.00', transactionId: win.transactionId });
    // The replay found the round still open: the round counts the win once.
    expect((await memberCalls(t, m).get('/wps/game/record')).json().value.list[0]).toMatchObject({
      roundId,
      stake: '15.00',
      win: '25.00',
      status: 'open',
    });
    const other = await call('win', { ...win, amount: '26.00' });
    expect([other.statusCode, other.json().errorCode]).toEqual([409, 'idempotency.conflict']);
    const asRollback = await call('rollback', {
      transactionId: win.transactionId,
      playerId: m.playerId,
      roundId: id('r'),
      referenceTransactionId: 'nothing',
    });
    expect([asRollback.statusCode, asRollback.json().errorCode]).toEqual([409, 'idempotency.conflict']);
    const asBet = await call('bet', betBody(m, roundId, '1.00', win.transactionId));
    expect([asBet.statusCode, asBet.json().errorCode]).toEqual([409, 'idempotency.conflict']);
    const nothing = winBody(m, roundId, '0.00', true);
    expect((await call('win', nothing)).json().value.balance).toBe('110.00');
    expect((await call('win', nothing)).json().value.balance).toBe('110.00');
    expect((await call('win', { ...nothing, endRound: false })).json().errorCode).toBe('idempotency.conflict');
    expect(await cash(m)).toBe('110.00');
  });

  it('refuses a paying win whose id a rollback or a win of nothing took, and pays nothing', async () => {
    const m = await memberWithMoney(t, 10_000n);
    const roundId = id('r');
    await call('bet', betBody(m, roundId, '10.00'));
    const unknownBet = id('bet');
    const rollback = await call('rollback', {
      transactionId: id('rb'),
      playerId: m.playerId,
      roundId: id('r'),
      referenceTransactionId: unknownBet,
    });
    expect(rollback.json().value.status).toBe('unknown');
    const nothing = winBody(m, id('r'), '0.00', false);
    await call('bet', betBody(m, nothing.roundId, '1.00'));
    expect((await call('win', nothing)).json().value.balance).toBe('89.00');
    for (const taken of [unknownBet, rollback.json().value.transactionId as string, nothing.transactionId]) {
      const reused = await call('win', winBody(m, roundId, '5.00', true, taken));
      expect([reused.statusCode, reused.json().errorCode]).toEqual([409, 'idempotency.conflict']);
    }
    expect(await cash(m)).toBe('89.00');
    const round = (await memberCalls(t, m).get('/wps/game/record'))
      .json()
      .value.list.find((r: { roundId: string }) => r.roundId === roundId);
    expect(round).toMatchObject({ win: '0.00', status: 'open' });
  });

  it('ends a round without a win: its stakes stay with the house and leave the in-play figure', async () => {
    const m = await memberWithMoney(t, 10_000n);
    const roundId = id('r');
    await call('bet', betBody(m, roundId, '4.00'));
    await call('bet', betBody(m, roundId, '6.00'));
    expect((await memberCalls(t, m).wallet()).inPlay).toBe('10.00');
    expect((await call('end', { playerId: m.playerId, roundId })).json().value.status).toBe('completed');
    expect((await call('end', { playerId: m.playerId, roundId })).json().value.status).toBe('completed');
    const wallet = await memberCalls(t, m).wallet();
    expect([wallet.cash, wallet.inPlay]).toEqual(['90.00', '0.00']);
  });

  it('refuses a currency that is not the player wallet and an unknown player', async () => {
    const m = await memberWithMoney(t, 1_000n);
    expect((await call('bet', { ...betBody(m, id('r'), '1.00'), currency: 'PLAY' })).json().errorCode).toBe('seamless.currency.mismatch');
    expect((await call('bet', { ...betBody(m, id('r'), '1.00'), playerId: '1:999999' })).json().errorCode).toBe('seamless.player.unknown');
  });

  it.runIf(kind === 'postgres')('credits a win sent ten times at once exactly once', async () => {
    const m = await memberWithMoney(t, 10_000n);
    const roundId = id('r');
    await call('bet', betBody(m, roundId, '10.00'));
    const win = winBody(m, roundId, '50.00', false);
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('win', win)));
    expect(new Set(answers.map((a) => a.json().value?.balance))).toEqual(new Set(['140.00']));
    expect(await cash(m)).toBe('140.00');
    expect((await memberCalls(t, m).get('/wps/game/record')).json().value.list[0]).toMatchObject({ roundId, win: '50.00', status: 'open' });
  });

  it.runIf(kind === 'postgres')("finds a new vendor's transactions by id and by round, not by reading all of that vendor", async () => {
    // The statistics know one busy vendor; a provider added since then is estimated at one row,
    // which once made a vendor-only index scan look as cheap as the exact lookup.
    await t.database.db
      .execute(sql`insert into seamless_transactions (vendor, transaction_id, kind, member_id, round_id, request_hash, amount, response)
      select 'PLANOLD', 'tx-' || i, 'bet', 1, 'round-' || (i / 2), 'h', 100, '{}'::jsonb from generate_series(1, 20000) i`);
    await t.database.db.execute(sql`analyze seamless_transactions`);
    const plan = async (where: ReturnType<typeof sql>) => {
      const result = await t.database.db.execute(sql`explain (format json) select * from seamless_transactions s where ${where}`);
      return JSON.stringify(rowsOf<unknown>(result));
    };
    const byId = await plan(sql`s.vendor = 'PLANNEW' and s.transaction_id = 'tx-1'`);
    const byRound = await plan(sql`s.vendor = 'PLANNEW' and s.round_id = 'round-1' and s.kind = 'bet' and s.request_hash <> 'tombstone'`);
    expect(byId).toMatch(/"Index Cond":"[^"]*transaction_id = /);
    expect(byRound).toMatch(/"Index Cond":"[^"]*round_id = /);
  });

  it('leaves the ledger consistent', async () => {
    expect((await checkLedger(t.database.db)).violations).toEqual([]);
  });
});
