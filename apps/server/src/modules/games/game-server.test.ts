import { API, parseMoney } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../ledger/ledger-check.js';
import { startGamesStack, type GamesStack } from '../../test/games-stack.js';
import { memberWithMoney, type MoneyMember } from '../../test/money.js';
import type { TestApp } from '../../test/test-app.js';
import { testDatabases } from '../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';

/* The platform and the in-house game server over real HTTP: a slot for real money, and a kill in the middle of play. */
describe.each(testDatabases())('slots through the game server over HTTP, on %s', (kind) => {
  let stack: GamesStack;
  let t: TestApp;
  beforeAll(async () => {
    stack = await startGamesStack(kind);
    t = stack.t;
  }, 120_000);
  afterAll(() => stack?.close());

  async function openSlot(member: MoneyMember) {
    const list = (await t.app.inject({ method: 'GET', url: `${API.gameList}?gameType=RNG&vassalage=PP&pageSize=100` })).json().value.games;
    const slot = list.find((g: { gameClassify: string | null }) => g.gameClassify === null);
    const game = await stack.open(member, `nodeId=${slot.nodeId}`);
    const info = await game.get<{ engine: { stakes: string[] } }>('/api/session');
    const stake = info.body.value.engine.stakes[0]!;
    return { stake, spin: () => game.post<{ win: string; balance: string; roundId: string }>('/api/slot/spin', { stake }) };
  }

  const rounds = async (memberId: number) =>
    rowsOf<{ status: string; stake: string; win: string }>(
      await t.database.db.execute(sql`select status, stake::text, win::text from game_rounds where member_id = ${memberId}`),
    );
  const wallet = async (member: MoneyMember) =>
    (await t.app.inject({ method: 'GET', url: API.wallet, headers: { authorization: `Bearer ${member.token}` } })).json().value;

  it('plays a slot for real money: the wallet moves by the win minus the stake, the round is in the betting record', async () => {
    const member = await memberWithMoney(t, 10_000n);
    const slot = await openSlot(member);
    const res = await slot.spin();
    expect(res.status).toBe(200);
    const value = res.body.value;
    const expected = 10_000n - parseMoney(slot.stake) + parseMoney(value.win);
    expect(parseMoney((await wallet(member)).cash)).toBe(expected);
    expect(parseMoney(value.balance)).toBe(expected);
    const record = (await t.app.inject({ method: 'GET', url: API.betRecord, headers: { authorization: `Bearer ${member.token}` } })).json()
      .value.list;
    // Named as the lobby names the game: its catalogue vendor (PP), not the engine's seamless code (INHOUSE).
    expect(record[0]).toMatchObject({ roundId: value.roundId, stake: slot.stake, win: value.win, status: 'completed', vendor: 'PP' });
    expect(record[0].vendorName).toBe('PP');
    const detail = await t.app.inject({
      method: 'GET',
      url: `${API.betRecordDetail}?roundId=${value.roundId}`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().value).toMatchObject({
      roundId: value.roundId,
      win: value.win,
      play: { kind: 'slot', spins: expect.any(Number) },
    });
    expect(detail.json().value.play.spins).toBeGreaterThan(0);
  });

  it('finishes every round after the game server is killed in the middle of play, and the ledger stays balanced', async () => {
    const member = await memberWithMoney(t, 100_000n);
    const slot = await openSlot(member);
    const streams = Array.from({ length: 4 }, async () => {
      for (let i = 0; i < 40; i += 1)
        if (
          !(await slot.spin().then(
            (r) => r.status === 200,
            () => false,
          ))
        )
          return;
    });
    await new Promise((r) => setTimeout(r, 700));
    await stack.kill();
    await Promise.all(streams);
    await stack.start();
    // Recovery waits for RECOVERY_GRACE_MS, then finishes what the kill left.
    await expect
      .poll(async () => (await rounds(member.memberId)).filter((r) => r.status === 'open').length, { timeout: 20_000, interval: 500 })
      .toBe(0);
    const all = await rounds(member.memberId);
    expect(all.length).toBeGreaterThan(0);
    const net = all.filter((r) => r.status === 'completed').reduce((sum, r) => sum + BigInt(r.win) - BigInt(r.stake), 0n);
    const after = await wallet(member);
    expect(parseMoney(after.cash)).toBe(100_000n + net);
    expect(after.inPlay).toBe('0.00');
    expect((await checkLedger(t.database.db)).violations).toEqual([]);
  }, 90_000);
});
