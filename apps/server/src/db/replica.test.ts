import { API, merchantDayOf, type BackofficeDeposit, type Game, type GamePage } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsFixture, type PaymentsMember } from '../modules/payments/payments.test-support.js';
import { seed } from '../seed/seed.js';
import { withAdmin } from '../test/db-template.js';
import { replicaUnavailable, startReplicaCluster, type ReplicaCluster } from '../test/replica-cluster.js';
import { createTestApp, operatorHeaders, type TestApp } from '../test/test-app.js';
import { createDatabase, type Database } from './client.js';
import { migrateDatabase } from './migrate.js';
import { rowsOf } from './rows.js';

const unavailable = await replicaUnavailable();
const METRICS_TOKEN = 'replica-test-metrics-token-0123456789';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, ready: () => boolean | Promise<boolean>, ms = 15_000) {
  for (const started = Date.now(); !(await ready()); await sleep(50)) {
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
  }
}

/** A primary migrated and seeded as the suites' template is, then copied into its streaming replica. */
async function clusterWithApp(cluster: ReplicaCluster) {
  await withAdmin(cluster.primaryUrl('postgres'), (c) => c.query('CREATE DATABASE app'));
  const setup = await createDatabase({ url: cluster.primaryUrl('app'), pipelineLanes: 0 });
  try {
    await migrateDatabase(setup);
    await seed(setup.db, 'demo');
  } finally {
    await setup.close();
  }
  await cluster.startReplica();
}

// Without TEST_DATABASE_URL or PostgreSQL's server tools the title says which is missing.
describe.skipIf(unavailable !== undefined)(`reads on a streaming replica${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  let cluster: ReplicaCluster | undefined;
  let database: Database | undefined;
  let t: TestApp;
  let f: ReturnType<typeof paymentsFixture>;
  let member: PaymentsMember;
  const replicated = () => cluster!.caughtUp();
  const operator = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url, headers: operatorHeaders });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().value as T;
  };
  const playersNamed = async (username: string) =>
    (await operator<{ rows: Array<{ id: number }> }>(`${API.operatorPlayers}?username=${username}`)).rows.map((r) => r.id);
  const depositsOf = async (m: PaymentsMember) =>
    (await operator<BackofficeDeposit[]>(`${API.operatorDeposits}?username=${m.username}`)).map((d) => d.amount);
  const newestAuditSeq = async () => (await operator<{ rows: Array<{ seq: number }> }>(`${API.operatorAudit}?limit=1`)).rows[0]?.seq;
  const today = merchantDayOf(Date.now());
  const reportFoldedAt = async () =>
    (await operator<{ foldedAt: string | null }>(`${API.operatorReports}?from=${today}&to=${today}&groupBy=day`)).foldedAt;
  const lobbyIds = async () => (await operator<GamePage>(`${API.gameList}?pageNo=1&pageSize=100`)).games.map((g: Game) => g.nodeId);
  const onPrimary = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database!.db.execute(query));

  beforeAll(async () => {
    cluster = await startReplicaCluster();
    await clusterWithApp(cluster);
    // A lag bound far above the test's pauses: a paused replica stays the one read until the lag case below.
    const replica = { url: cluster.replicaUrl('app'), maxLagMs: 120_000, checkIntervalMs: 100 };
    database = await createDatabase({ url: cluster.primaryUrl('app'), replica });
    t = await createTestApp('postgres', { database, config: { metricsToken: METRICS_TOKEN } });
    f = paymentsFixture(t);
    await until('the replica in use', () => database!.replica?.status().state === 'in-use');
  });

  afterAll(async () => {
    // Each step on its own: a failed one must not leave servers running or the folder behind.
    await t?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    await cluster?.close();
  });

  it('lists what the primary wrote once it reached the replica; readDb runs no transaction and no write', async () => {
    member = await f.member();
    await replicated();
    expect(await playersNamed(member.username)).toEqual([member.memberId]);
    await expect(database!.readDb.transaction(async () => undefined)).rejects.toThrow(/no transactions/);
    await expect(database!.readDb.execute(sql`update members set nickname = 'x' where id = ${member.memberId}`)).rejects.toThrow();
  });

  it('while the replica replays nothing, lists show the past and money, logins and the player page the present', async () => {
    const game = (await lobbyIds())[0]!;
    const [seqBefore, foldedBefore] = [await newestAuditSeq(), await reportFoldedAt()];
    await cluster!.pauseReplay();
    let primaryAuditSeq: number;
    let late: PaymentsMember;
    try {
      // Registration, its session and the deposit's credit read the primary: the replica has not even the member.
      late = await f.member();
      const orderNo = (await f.deposit(late, '25.00')).json().value.orderNo as string;
      expect((await f.pay(await f.txidOf(orderNo))).statusCode).toBe(200);
      const wallet = await f.call('GET', API.wallet, late.token);
      expect(wallet.json().value).toMatchObject({ cash: '25.00' });
      const moved = await f.call('POST', API.walletTransfer, late.token, {
        from: 'MAIN',
        to: 'PVP',
        amount: '5',
        requestId: 'replica-0001',
      });
      expect(moved.json().value).toMatchObject({ cash: '20.00' });
      const page = API.operatorPlayer.replace(':id', String(late.memberId));
      expect((await t.app.inject({ method: 'GET', url: page, headers: operatorHeaders })).statusCode).toBe(200);
      await t.app.reports.fold.pass();
      await onPrimary(sql`update games set enabled = false where id = ${Number(game)}`);
      await onPrimary(sql`update catalogue_versions set version = version + 1`);
      await sleep(1_100);

      expect(await playersNamed(late.username)).toEqual([]);
      expect(await depositsOf(late)).toEqual([]);
      expect(await newestAuditSeq()).toBe(seqBefore);
      expect(await reportFoldedAt()).toBe(foldedBefore);
      expect(await lobbyIds()).toContain(game);
      const [primaryAudit] = await onPrimary<{ seq: number }>(sql`select max(seq)::int as seq from audit_log`);
      primaryAuditSeq = primaryAudit!.seq;
      expect(primaryAuditSeq).toBeGreaterThan(seqBefore ?? 0);
    } finally {
      await cluster!.resumeReplay();
    }

    await replicated();
    await sleep(1_100);
    expect(await playersNamed(late.username)).toEqual([late.memberId]);
    expect(await depositsOf(late)).toEqual(['25.00']);
    expect(await newestAuditSeq()).toBe(primaryAuditSeq);
    expect(await reportFoldedAt()).not.toBe(foldedBefore);
    expect(await lobbyIds()).not.toContain(game);
  });

  it('reads the primary while the replica is further behind than the lag bound, and the replica again after', async () => {
    const replica = { url: cluster!.replicaUrl('app'), maxLagMs: 500, checkIntervalMs: 100 };
    const strict = await createDatabase({ url: cluster!.primaryUrl('app'), replica });
    try {
      await until('the replica in use', () => strict.replica?.status().state === 'in-use');
      const count = async () => rowsOf<{ n: number }>(await strict.readDb.execute(sql`select count(*)::int as n from members`))[0]!.n;
      const before = await count();
      await cluster!.pauseReplay();
      await f.member();
      // Within the bound, the paused replica is still read.
      expect(await count()).toBe(before);
      await until('the replica lagging', () => strict.replica?.status().state === 'lagging');
      expect(await count()).toBe(before + 1);
      await cluster!.resumeReplay();
      await until('the replica in use again', () => strict.replica?.status().state === 'in-use');
      expect(await count()).toBe(before + 1);
    } finally {
      await cluster!.resumeReplay().catch(() => undefined);
      await strict.close();
    }
  });

  it('answers lists from the primary once the replica stops, logs the outage once, stays ready', async () => {
    const newest = await f.member();
    await cluster!.stopReplica();
    // The first read may still try the replica: its lost connection sends it to the primary.
    for (let i = 0; i < 4; i += 1) expect(await playersNamed(newest.username)).toEqual([newest.memberId]);
    expect(await depositsOf(member)).toEqual([]);
    // On the primary too, readDb's sessions are read-only.
    await expect(database!.readDb.execute(sql`update members set nickname = 'x' where id = ${member.memberId}`)).rejects.toThrow();
    await until('the replica unreachable', () => database!.replica?.status().state === 'unreachable');
    await sleep(300);
    const outages = t
      .logs()
      .split('\n')
      .filter((line) => line.includes('"replica":"unreachable"'));
    expect(outages).toHaveLength(1);
    expect(JSON.parse(outages[0]!)).toMatchObject({ level: 40, msg: expect.stringMatching(/^database replica not read/) });
    expect((await t.app.inject({ method: 'GET', url: API.ready })).statusCode).toBe(200);
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.body).toMatch(/^database_replica_in_use\{service="server"\} 0$/m);
  });
});
