import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, parseMoney } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../ledger/ledger-check.js';
import { startGameServerProcess, type GameServerProcess } from '../../test/game-server-process.js';
import { memberWithMoney, type MoneyMember } from '../../test/money.js';
import { freePort } from '../../test/server-process.js';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';

const IN_HOUSE = { code: 'INHOUSE', secret: randomBytes(32).toString('hex') };

/*
 * The platform (in process, listening) and the in-house game server (its
 * own process) talking over real HTTP through the signed seamless wallet.
 */
describe.each(testDatabases())('the game server against the wallet over HTTP, on %s', (kind) => {
  let t: TestApp;
  let games: GameServerProcess;
  let gamesPort: number;
  let env: Record<string, string>;
  const dataDir = mkdtempSync(join(tmpdir(), 'games-'));

  beforeAll(async () => {
    gamesPort = await freePort();
    t = await createTestApp(kind, { config: { seamlessVendors: [IN_HOUSE], games: { publicUrl: `http://127.0.0.1:${gamesPort}` } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const walletUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    env = { DATA_DIR: dataDir, WALLET_URL: walletUrl, WALLET_SECRET: IN_HOUSE.secret, GAMES_OPERATOR_TOKEN: randomBytes(16).toString('hex'), SITE_ORIGINS: walletUrl, RECOVERY_INTERVAL_MS: '300', RECOVERY_GRACE_MS: '1000' };
    games = await startGameServerProcess(env, gamesPort);
  }, 120_000);
  afterAll(async () => {
    await games?.stop();
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function openSlot(member: MoneyMember) {
    const list = (await t.app.inject({ method: 'GET', url: `${API.gameList}?gameType=RNG&vassalage=PP&pageSize=100` })).json().value.games;
    const slot = list.find((g: { gameClassify: string | null }) => g.gameClassify === null);
    const launch = await t.app.inject({ method: 'GET', url: `${API.gameLaunch}?nodeId=${slot.nodeId}`, headers: { authorization: `Bearer ${member.token}` } });
    const page = await fetch(launch.json().value.url).then((r) => r.text());
    const session = /<meta name="game-session" content="([^"]+)">/.exec(page)?.[1];
    if (!session) throw new Error(`no session in the launch page:\n${page.slice(0, 300)}`);
    const info = (await fetch(`${games.url}/api/session`, { headers: { authorization: `Bearer ${session}` } }).then((r) => r.json())) as { value: { engine: { stakes: string[] } } };
    return { session, stake: info.value.engine.stakes[0]! };
  }

  const spin = ({ session, stake }: { session: string; stake: string }) =>
    fetch(`${games.url}/api/slot/spin`, { method: 'POST', headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' }, body: JSON.stringify({ stake }) });

  const rounds = async (memberId: number) =>
    (await t.database.db.execute(sql`select status, stake::text, win::text from game_rounds where member_id = ${memberId}`)) as unknown as { rows: Array<{ status: string; stake: string; win: string }> };

  it('plays a slot for real money: the wallet moves by the win minus the stake, the round is in the betting record', async () => {
    const member = await memberWithMoney(t, 10_000n);
    const session = await openSlot(member);
    const res = await spin(session);
    const value = ((await res.json()) as { value: { win: string; balance: string; roundId: string } }).value;
    expect(res.status).toBe(200);
    const expected = 10_000n - parseMoney(session.stake) + parseMoney(value.win);
    const wallet = (await t.app.inject({ method: 'GET', url: API.wallet, headers: { authorization: `Bearer ${member.token}` } })).json().value;
    expect(parseMoney(wallet.cash)).toBe(expected);
    expect(parseMoney(value.balance)).toBe(expected);
    const record = (await t.app.inject({ method: 'GET', url: API.betRecord, headers: { authorization: `Bearer ${member.token}` } })).json().value.list;
    expect(record[0]).toMatchObject({ roundId: value.roundId, stake: session.stake, win: value.win, status: 'completed', vendor: 'INHOUSE' });
  });

  it('finishes every round after the game server is killed in the middle of play, and the ledger stays balanced', async () => {
    const member = await memberWithMoney(t, 100_000n);
    const session = await openSlot(member);
    const streams = Array.from({ length: 4 }, async () => {
      for (let i = 0; i < 40; i += 1) if (!(await spin(session).then((r) => r.ok, () => false))) return;
    });
    await new Promise((r) => setTimeout(r, 700));
    await games.kill();
    await Promise.all(streams);
    games = await startGameServerProcess(env, gamesPort);
    // Recovery waits for RECOVERY_GRACE_MS, then finishes what the kill left.
    await expect.poll(async () => (await rounds(member.memberId)).rows.filter((r) => r.status === 'open').length, { timeout: 20_000, interval: 500 }).toBe(0);
    const all = (await rounds(member.memberId)).rows;
    expect(all.length).toBeGreaterThan(0);
    const net = all.filter((r) => r.status === 'completed').reduce((sum, r) => sum + BigInt(r.win) - BigInt(r.stake), 0n);
    const wallet = (await t.app.inject({ method: 'GET', url: API.wallet, headers: { authorization: `Bearer ${member.token}` } })).json().value;
    expect(parseMoney(wallet.cash)).toBe(100_000n + net);
    expect(wallet.inPlay).toBe('0.00');
    expect((await checkLedger(t.database.db)).violations).toEqual([]);
  }, 90_000);
});
