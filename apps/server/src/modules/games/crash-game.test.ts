import { API, parseMoney } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../ledger/ledger-check.js';
import { startGamesStack, type GamesStack } from '../../test/games-stack.js';
import { memberWithMoney, type MoneyMember } from '../../test/money.js';
import type { TestApp } from '../../test/test-app.js';
import { testDatabases } from '../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';

interface CrashState {
  serverTime: number;
  round: { roundId: string; phase: string; bettingEndsAt: number };
  me: { betId: string; status: string } | null;
}

/* A crash room of the in-house game server over real HTTP: a bet and a cash-out for real money, and a kill in the middle of a flight. */
describe.each(testDatabases())('crash through the game server over HTTP, on %s', (kind) => {
  let stack: GamesStack;
  let t: TestApp;
  beforeAll(async () => {
    stack = await startGamesStack(kind, { CRASH_BETTING_MS: '1500', CRASH_PAUSE_MS: '300', CRASH_CHAIN_LENGTH: '500' });
    t = stack.t;
  }, 120_000);
  afterAll(() => stack?.close());

  async function openCrash(member: MoneyMember) {
    const list = (await t.app.inject({ method: 'GET', url: `${API.gameList}?gameType=RNG&vassalage=INHOUSE&pageSize=100` })).json().value
      .games;
    const crash = list.find((g: { gameClassify: string | null }) => g.gameClassify === 'Crash');
    return stack.open(member, `nodeId=${crash.nodeId}`);
  }
  type Game = Awaited<ReturnType<typeof openCrash>>;
  const state = async (game: Game) => (await game.get<CrashState>('/api/crash/state')).body.value;
  async function until(game: Game, wanted: (s: CrashState) => boolean, timeoutMs = 60_000): Promise<CrashState> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const now = await state(game);
      if (wanted(now)) return now;
      if (Date.now() > deadline) throw new Error(`room never got there: ${JSON.stringify(now.round)}`);
      await new Promise((r) => setTimeout(r, 40));
    }
  }
  const bettingOpen = (s: CrashState) => s.round.phase === 'betting' && s.round.bettingEndsAt - s.serverTime > 600;
  const wallet = async (member: MoneyMember) =>
    (await t.app.inject({ method: 'GET', url: API.wallet, headers: { authorization: `Bearer ${member.token}` } })).json().value;
  const rounds = async (memberId: number) =>
    rowsOf<{ round_id: string; status: string; stake: string; win: string }>(
      await t.database.db.execute(sql`select round_id, status, stake::text, win::text from game_rounds where member_id = ${memberId}`),
    );

  it('bets, cashes out in flight: the wallet moves by stake × multiplier − stake and the round is in the betting record', async () => {
    const member = await memberWithMoney(t, 10_000n);
    const game = await openCrash(member);
    let win = 0n;
    let spent = 0n;
    let betId = '';
    let cashedAt = '';
    for (let attempt = 0; attempt < 5 && !win; attempt += 1) {
      await until(game, bettingOpen);
      const placed = await game.post<{ bet: { betId: string } }>('/api/crash/bet', { stake: '1.00', autoCashout: null });
      expect(placed.status).toBe(200);
      spent += 100n;
      betId = placed.body.value.bet.betId;
      const flying = await until(game, (s) => s.round.phase !== 'betting');
      if (flying.round.phase !== 'flying') continue;
      const out = await game.post<{ multiplier: string; win: string; balance: string }>('/api/crash/cashout', {});
      if (out.status !== 200) continue;
      win = parseMoney(out.body.value.win);
      cashedAt = out.body.value.multiplier;
      expect(win).toBe(parseMoney(out.body.value.multiplier));
      expect(parseMoney(out.body.value.balance)).toBe(10_000n - spent + win);
    }
    expect(win).toBeGreaterThan(0n);
    expect(parseMoney((await wallet(member)).cash)).toBe(10_000n - spent + win);
    const record = (await t.app.inject({ method: 'GET', url: API.betRecord, headers: { authorization: `Bearer ${member.token}` } })).json()
      .value.list;
    expect(record[0]).toMatchObject({
      roundId: betId,
      stake: '1.00',
      status: 'completed',
      vendor: 'INHOUSE',
      vendorName: 'Demo Originals',
    });
    // The detail tells where the bet was cashed out and, once the flight is over, where the round crashed.
    await until(game, (s) => s.round.phase === 'betting');
    const detail = await t.app.inject({
      method: 'GET',
      url: `${API.betRecordDetail}?roundId=${betId}`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    const play = detail.json().value.play;
    expect(play).toMatchObject({ kind: 'crash', cashOut: cashedAt, autoCashOut: null });
    expect(Number(play.crashPoint)).toBeGreaterThanOrEqual(Number(cashedAt));
  }, 120_000);

  it('finishes every bet of a flight cut by a kill of the game server, and the ledger stays balanced', async () => {
    const members = [await memberWithMoney(t, 10_000n), await memberWithMoney(t, 10_000n), await memberWithMoney(t, 10_000n)];
    const games = await Promise.all(members.map(openCrash));
    await until(games[0]!, bettingOpen);
    for (const game of games) expect((await game.post('/api/crash/bet', { stake: '2.00', autoCashout: null })).status).toBe(200);
    const flying = await until(games[0]!, (s) => s.round.phase !== 'betting');
    const cashed = flying.round.phase === 'flying' ? await games[0]!.post<{ win: string }>('/api/crash/cashout', {}) : undefined;
    await stack.kill();
    await stack.start();
    await expect
      .poll(async () => (await Promise.all(members.map((m) => rounds(m.memberId)))).flat().filter((r) => r.status === 'open').length, {
        timeout: 30_000,
        interval: 300,
      })
      .toBe(0);
    const [first, ...others] = await Promise.all(members.map((m) => rounds(m.memberId)));
    if (cashed?.status === 200) expect(first![0]).toMatchObject({ status: 'completed', win: String(parseMoney(cashed.body.value.win)) });
    for (const [i, member] of members.entries()) {
      const net = (await rounds(member.memberId))
        .filter((r) => r.status === 'completed')
        .reduce((sum, r) => sum + BigInt(r.win) - BigInt(r.stake), 0n);
      const after = await wallet(member);
      expect(parseMoney(after.cash), `member ${i}`).toBe(10_000n + net);
      expect(after.inPlay).toBe('0.00');
    }
    // The bets still flying at the kill were refunded (cut round) or lost (crashed before it): none stays open.
    for (const rows of others) expect(['cancelled', 'completed']).toContain(rows[0]!.status);
    expect((await checkLedger(t.database.db)).violations).toEqual([]);
  }, 120_000);
});
