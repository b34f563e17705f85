import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { GamesDatabase } from '../../db/client.js';
import { rounds } from '../../rounds/rounds.tables.js';
import { createFakeWallet, type FakeWallet } from '../../test/fake-wallet.js';
import { createPostgresGamesDatabase } from '../../test/games-app.js';
import { startGameServerProcess, type GameServerProcess } from '../../test/game-server-process.js';
import { serveWallet } from '../../test/http-wallet.js';
import { buildChain, roundHash } from './crash-chain.js';
import { crashCentsOf, msToReach, winMinorOf } from './crash-formula.js';
import { crashChains, crashLeases, crashRounds } from './crash.tables.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const GAME = `proc-crash-${randomBytes(3).toString('hex')}`;
const CHAIN_LENGTH = 40;

type Event = Record<string, unknown> & { type: string; roundId?: string; bet?: { betId: string } };

/** A chain whose first rounds crash between 3x and 5x: 11 to 16 s of flight at the default growth. */
function slowChain() {
  for (;;) {
    const chain = buildChain(CHAIN_LENGTH);
    if ([1, 2].every((r) => crashCentsOf(roundHash(chain, r)) >= 300 && crashCentsOf(roundHash(chain, r)) <= 500)) return chain;
  }
}

async function until<T>(read: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Two real game-server processes (`src/server.ts`) on one PostgreSQL database and one Redis, with the wallet served
 * over HTTP by the test. The room's leader is killed with SIGKILL mid-flight: the other process must take the room
 * over within 5 s and resolve the round exactly once.
 */
describe.runIf(adminUrl && redisUrl)('crash rooms across two game-server processes killed with SIGKILL', () => {
  let database: GamesDatabase & { url: string };
  let wallet: FakeWallet;
  let walletServer: Awaited<ReturnType<typeof serveWallet>>;
  const processes: GameServerProcess[] = [];

  beforeAll(async () => {
    database = await createPostgresGamesDatabase(adminUrl!);
    await database.db.insert(crashChains).values({ id: `c${randomBytes(8).toString('hex')}`, gameCode: GAME, ...slowChain() });
    wallet = createFakeWallet();
    walletServer = await serveWallet(wallet);
    const env = {
      GAMES_DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      WALLET_URL: walletServer.url,
      WALLET_SECRET: 'w'.repeat(32),
      GAMES_OPERATOR_TOKEN: 'operator-token-0123456789abcdef',
      RECOVERY_INTERVAL_MS: '0',
      CRASH_BETTING_MS: '6000',
      CRASH_PAUSE_MS: '500',
      CRASH_CHAIN_LENGTH: String(CHAIN_LENGTH),
    };
    // The first process opens the room (its chain is there) and leads it; the second follows.
    processes.push(await startGameServerProcess(env));
    await until(async () => (await database.db.select().from(crashLeases).where(eq(crashLeases.gameCode, GAME)))[0], 20_000, 'the lease');
    processes.push(await startGameServerProcess(env));
  }, 120_000);
  afterAll(async () => {
    for (const p of processes) await p.stop();
    await walletServer?.close();
    await database?.close();
  });

  const holderPid = async () =>
    Number((await database.db.select().from(crashLeases).where(eq(crashLeases.gameCode, GAME)))[0]!.holder.split(':')[1]);

  async function launch(on: GameServerProcess, fundsMinor = 100_000n) {
    const playerId = `1:${randomBytes(4).readUInt32BE()}`;
    wallet.fund(playerId, fundsMinor);
    const token = randomBytes(24).toString('base64url');
    wallet.addLaunch(token, {
      playerId,
      currency: 'BRL',
      balance: '0.00',
      screenName: 'pr***ss',
      game: { nodeId: '1', vendor: 'PP', gameCode: GAME, engine: 'crash', engineConfig: null, names: { pt: 'J', en: 'G' }, minBet: '0.10' },
    });
    const page = await (await fetch(`${on.url}/launch?token=${token}`)).text();
    const session = /<meta name="game-session" content="([^"]*)">/.exec(page)?.[1] ?? '';
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${on.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as { value: Record<string, unknown> & { bet: { betId: string } } } };
    };
    return { playerId, session, post };
  }

  /** A socket on `on` and the round to bet in: the one on show if it still takes bets for a while, else the next. */
  async function watchRound(on: GameServerProcess) {
    const watcher = await launch(on);
    const socket = new WebSocket(`${on.url.replace('http', 'ws')}/api/crash/ws`);
    const events: Event[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as Event & { events?: Event[] };
      events.push(...(message.type === 'batch' ? message.events! : [message]));
    });
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'hello', session: watcher.session }));
    const snapshot = await until(() => events.find((e) => e.type === 'snapshot'), 10_000, 'the snapshot');
    const shown = snapshot.round as { roundId: string; phase: string; bettingEndsAt: number };
    const roundId =
      shown.phase === 'betting' && shown.bettingEndsAt - Number(snapshot.serverTime) > 3_000
        ? shown.roundId
        : (await until(() => events.find((e) => e.type === 'round' && e.roundId !== shown.roundId), 30_000, 'a new round')).roundId!;
    return { socket, events, roundId };
  }

  it('hands the room over within 5 s of a SIGKILL mid-flight and pays every bet once', async () => {
    const [first, second] = processes as [GameServerProcess, GameServerProcess];
    const [leader, follower] = (await holderPid()) === first.child.pid ? [first, second] : [second, first];

    const { events, socket, roundId } = await watchRound(follower);

    const [auto, cashed, lost] = [await launch(follower), await launch(leader), await launch(leader)];
    const answers = [
      await auto.post('/api/crash/bet', { stake: '2.00', autoCashout: '1.30' }),
      await cashed.post('/api/crash/bet', { stake: '1.00', autoCashout: null }),
      await lost.post('/api/crash/bet', { stake: '1.00', autoCashout: null }),
    ];
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const betIds = answers.map((a) => a.json.value.bet.betId);

    const flight = await until(() => events.find((e) => e.type === 'flight' && e.roundId === roundId), 15_000, 'the take-off');
    const startedAt = Number(flight.startedAt);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + msToReach(110) - Date.now())));
    const out = await cashed.post('/api/crash/cashout', {});
    expect(out.json.value).toMatchObject({ settled: true });

    const killedAt = Date.now();
    await leader.stop('SIGKILL');
    await until(async () => (await holderPid()) === follower.child.pid, 8_000, 'the takeover');
    const takeoverMs = Date.now() - killedAt;
    console.log(`crash room taken over ${takeoverMs} ms after its leader was killed (SIGKILL)`);
    expect(takeoverMs).toBeLessThan(5_000);

    const crash = await until(() => events.find((e) => e.type === 'crash' && e.roundId === roundId), 30_000, 'the crash');
    expect(crash).toMatchObject({ cancelled: false });
    await until(
      async () => {
        const rows = await database.db.select().from(rounds).where(inArray(rounds.id, betIds));
        return rows.every((r) => r.status === 'settled') && wallet.heldTotal() === 0n;
      },
      15_000,
      'every bet settled',
    );
    for (const id of betIds) {
      expect(
        wallet.applied.filter((m) => m === `bet:${id}:bet`),
        id,
      ).toHaveLength(1);
      expect(
        wallet.applied.filter((m) => m === `win:${id}:win`),
        id,
      ).toHaveLength(1);
    }
    const cashoutCents = Math.round(Number(out.json.value.multiplier) * 100);
    expect(wallet.balanceOf(auto.playerId)).toBe(100_000n - 200n + 260n);
    expect(wallet.balanceOf(cashed.playerId)).toBe(100_000n - 100n + winMinorOf(100n, cashoutCents));
    expect(wallet.balanceOf(lost.playerId)).toBe(100_000n - 100n);
    const [played] = await database.db.select().from(crashRounds).where(eq(crashRounds.id, roundId));
    expect(played?.phase).toBe('crashed');
    socket.terminate();
  });
});
