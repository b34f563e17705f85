import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openGamesDatabase, type GamesDatabase } from '../../db/client.js';
import { rounds } from '../../rounds/rounds.tables.js';
import { createFakeWallet, type FakeWallet } from '../../test/fake-wallet.js';
import { createGamesTestApp, createPostgresGamesDatabase } from '../../test/games-app.js';
import { buildChain, roundHash } from './crash-chain.js';
import { crashCentsOf, msToReach, winMinorOf } from './crash-formula.js';
import type { CrashEngine } from './crash.engine.js';
import { crashChains } from './crash.tables.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const GAME = `cluster-crash-${randomBytes(3).toString('hex')}`;
const GROWTH = 0.0002;
const SETTINGS = { bettingMs: 2_500, pauseMs: 500, growthPerMs: GROWTH, chainLength: 40, leaseMs: 3_000 };

type Event = Record<string, unknown> & { type: string; roundId?: string; bet?: { betId: string; status: string } };
type TestApp = Awaited<ReturnType<typeof createGamesTestApp>>;

/** A chain whose first rounds all crash between 4x and 8x: flights long enough (7 to 10 s) to cash out and hand over in. */
function slowChain() {
  for (;;) {
    const chain = buildChain(SETTINGS.chainLength);
    if ([1, 2, 3, 4].every((r) => crashCentsOf(roundHash(chain, r)) >= 400 && crashCentsOf(roundHash(chain, r)) <= 800)) return chain;
  }
}

async function until<T>(read: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/** A player's socket on one process: every event it receives, batches unpacked. */
async function watch(app: TestApp) {
  const viewer = await app.play({ engine: 'crash', gameCode: GAME, minBet: '0.10' });
  const socket = await app.app.injectWS('/api/crash/ws');
  const events: Event[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Event & { events?: Event[] };
    events.push(...(message.type === 'batch' ? message.events! : [message]));
  });
  socket.send(JSON.stringify({ type: 'hello', session: viewer.session }));
  await until(() => events[0]?.type === 'snapshot', 10_000, 'the snapshot');
  const find = (type: string, roundId: string, betId?: string) =>
    events.find((e) => e.type === type && e.roundId === roundId && (betId === undefined || e.bet?.betId === betId));
  return { socket, events, find };
}

/**
 * Two game-server apps on one PostgreSQL database and one Redis stand for two processes behind a balancer; they share
 * the wallet, as two processes share the platform's.
 */
describe.runIf(adminUrl && redisUrl)('crash rooms across two game-server processes (PostgreSQL, Redis)', () => {
  let database: GamesDatabase & { url: string };
  let secondPool: GamesDatabase;
  let wallet: FakeWallet;
  let leader: TestApp;
  let follower: TestApp;
  let stops: Array<() => Promise<void>>;
  const crashOf = (app: TestApp) => app.engines.get('crash') as CrashEngine;
  const roomOn = (app: TestApp) => crashOf(app).roomOf(app.deps, GAME);

  beforeAll(async () => {
    database = await createPostgresGamesDatabase(adminUrl!);
    secondPool = await openGamesDatabase({ url: database.url });
    wallet = createFakeWallet();
    const chain = slowChain();
    await database.db.insert(crashChains).values({ id: `c${randomBytes(8).toString('hex')}`, gameCode: GAME, ...chain });
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    const common = { crash: SETTINGS, wallet, redisUrl: redisUrl!, redisPrefix: prefix };
    leader = await createGamesTestApp({ ...common, database });
    follower = await createGamesTestApp({ ...common, database: secondPool });
    // The first process to start leads the room; the second follows.
    stops = [leader.startEngines()];
    await roomOn(leader);
    stops.push(follower.startEngines());
    await roomOn(follower);
  });
  afterAll(async () => {
    for (const stop of stops ?? []) await stop();
    await follower?.close();
    await leader?.close();
    await secondPool?.close();
    await database?.close();
  });

  const bet = (p: Awaited<ReturnType<TestApp['play']>>, stake: string, autoCashout: string | null = null) =>
    p.post('/api/crash/bet', { stake, autoCashout });
  /** A round that has just opened on the follower's socket (its whole betting time ahead). */
  async function freshRound(socket: Awaited<ReturnType<typeof watch>>) {
    const seen = socket.events.length;
    const round = await until(() => socket.events.slice(seen).find((e) => e.type === 'round'), 30_000, 'a new round');
    return round.roundId!;
  }
  /** Each bet's stake and each win took effect once at the wallet, and no stake is left held. */
  async function expectSettledOnce(betIds: string[]) {
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
  }

  it("carries a round's events to sockets on both processes, and the leader settles bets placed on the follower", async () => {
    const [onLeader, onFollower] = [await watch(leader), await watch(follower)];
    expect([(await roomOn(leader)).isLeader, (await roomOn(follower)).isLeader]).toEqual([true, false]);
    const roundId = await freshRound(onFollower);
    const [auto, lost, manual] = [
      await follower.play({ engine: 'crash', gameCode: GAME }),
      await follower.play({ engine: 'crash', gameCode: GAME }),
      await leader.play({ engine: 'crash', gameCode: GAME }),
    ];
    const placed = [await bet(auto, '2.00', '1.50'), await bet(lost, '1.00'), await bet(manual, '5.00')].map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json().value.bet.betId as string;
    });
    for (const socket of [onLeader, onFollower])
      for (const betId of placed) await until(() => socket.find('bet', roundId, betId), 5_000, `bet ${betId} on both sockets`);

    const flight = await until(() => onFollower.find('flight', roundId), 10_000, 'the take-off');
    expect(onLeader.find('flight', roundId)).toMatchObject({ startedAt: flight.startedAt });
    // A bet placed on the leader is cashed out on the follower, at the multiplier of the moment it arrived there.
    await sleepUntil(Number(flight.startedAt) + msToReach(120, GROWTH));
    const out = await manual.post('/api/crash/cashout', {});
    expect(out.statusCode, out.body).toBe(200);
    const manualCents = Math.round(Number(out.json().value.multiplier) * 100);
    expect(manualCents).toBeGreaterThanOrEqual(120);
    expect(manualCents).toBeLessThan(150);

    const crash = await until(() => onLeader.find('crash', roundId), 20_000, 'the crash');
    expect(onFollower.find('crash', roundId)).toMatchObject({ hash: crash.hash, crashCents: crash.crashCents });
    for (const socket of [onLeader, onFollower]) {
      await until(() => socket.find('cashout', roundId, placed[0]), 5_000, 'the automatic cash-out on both sockets');
      expect(socket.find('cashout', roundId, placed[2])).toBeDefined();
    }
    await expectSettledOnce(placed);
    expect(wallet.balanceOf(auto.playerId)).toBe(100_000n - 200n + 300n);
    expect(wallet.balanceOf(lost.playerId)).toBe(100_000n - 100n);
    expect(wallet.balanceOf(manual.playerId)).toBe(100_000n - 500n + winMinorOf(500n, manualCents));
    for (const s of [onLeader, onFollower]) s.socket.terminate();
  });

  it('hands the room over within 5 s when its leader dies mid-flight, and resolves the open round exactly once', async () => {
    const onFollower = await watch(follower);
    const roundId = await freshRound(onFollower);
    const play = (app: TestApp) => app.play({ engine: 'crash', gameCode: GAME });
    const [auto, early, inGap, lost] = [await play(follower), await play(leader), await play(follower), await play(leader)];
    const placed = [await bet(auto, '2.00', '1.60'), await bet(early, '1.00'), await bet(inGap, '1.00'), await bet(lost, '1.00')].map(
      (r) => {
        expect(r.statusCode, r.body).toBe(200);
        return r.json().value.bet.betId as string;
      },
    );
    const flight = await until(() => onFollower.find('flight', roundId), 10_000, 'the take-off');
    const startedAt = Number(flight.startedAt);
    await sleepUntil(startedAt + msToReach(110, GROWTH));
    const earlyOut = await early.post('/api/crash/cashout', {});
    expect(earlyOut.json().value).toMatchObject({ settled: true });

    // The leader dies: its lease is neither renewed nor released, its cycle stops where it is.
    const killedAt = Date.now();
    (await roomOn(leader)).halt();
    const followerRoom = await roomOn(follower);
    // Cash-outs go on while nobody leads (the lease runs at least 2 s more): the follower decides them from the round's row.
    await sleepUntil(killedAt + 300);
    expect(followerRoom.isLeader).toBe(false);
    const gapOut = await inGap.post('/api/crash/cashout', {});
    expect(gapOut.statusCode, gapOut.body).toBe(200);
    const gapCents = Math.round(Number(gapOut.json().value.multiplier) * 100);
    expect(gapCents).toBeGreaterThan(110);

    await until(() => followerRoom.isLeader, 6_000, 'the takeover');
    const takeoverMs = Date.now() - killedAt;
    console.log(`crash room taken over ${takeoverMs} ms after its leader stopped renewing`);
    expect(takeoverMs).toBeLessThan(5_000);

    // The new leader plays the flight on to its committed crash point: the target reached meanwhile is paid there.
    const crash = await until(() => onFollower.find('crash', roundId), 20_000, 'the crash');
    expect(crash).toMatchObject({ cancelled: false });
    expect(Number(crash.crashCents)).toBeGreaterThanOrEqual(400);
    await until(() => onFollower.find('cashout', roundId, placed[0]), 5_000, 'the automatic cash-out');
    await expectSettledOnce(placed);
    expect(wallet.balanceOf(auto.playerId)).toBe(100_000n - 200n + 320n);
    expect(wallet.balanceOf(early.playerId)).toBe(100_000n - 100n + BigInt(Math.round(Number(earlyOut.json().value.win) * 100)));
    expect(wallet.balanceOf(inGap.playerId)).toBe(100_000n - 100n + winMinorOf(100n, gapCents));
    expect(wallet.balanceOf(lost.playerId)).toBe(100_000n - 100n);
    // The new leader opens the next round.
    const crashAt = onFollower.events.indexOf(crash);
    await until(() => onFollower.events.slice(crashAt).find((e) => e.type === 'round'), 10_000, 'the next round');
    onFollower.socket.terminate();
  });
});
