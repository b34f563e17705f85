import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client.js';
import { migrateDatabase } from '../../db/migrate.js';
import { seed } from '../../seed/seed.js';
import { createTestDatabase } from '../../test/test-app.js';
import { startServerProcess, type ServerProcess } from '../../test/server-process.js';
import { CURRENCIES, houseAccount, memberAccount } from '../ledger/ledger-accounts.js';
import { checkLedger } from '../ledger/ledger-check.js';
import { createLedger } from '../ledger/ledger.service.js';
import * as members from '../members/members.service.js';
import { playerIdOf } from './seamless-player.js';
import { signedHeaders } from './seamless-signature.js';
import { rowsOf } from '../../db/rows.js';

/*
 * Crash test: the server is killed with SIGKILL again and again while four
 * clients stream bets and wins at it, retrying every request that got no
 * answer (as a game provider does). Afterwards every acknowledged operation
 * exists exactly once, the balance is what the acknowledged operations say,
 * and the ledger invariants hold.
 */

const VENDOR = { code: 'CRASH', secret: randomBytes(24).toString('hex') };
const STREAMS = 4;
const MIN_PAIRS_PER_STREAM = 10;
const KILLS = 4;

interface Target {
  open(): Promise<Database>;
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'crash-'));
  return {
    open: async () => {
      const database = await createDatabase({ dataDir: `${dataDir}/pglite` });
      await migrateDatabase(database);
      await seed(database.db, 'demo');
      return database;
    },
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(): Promise<Target> {
  const database = await createTestDatabase('postgres');
  const name = rowsOf<{ name: string }>(await database.db.execute(sql`select current_database() as name`))[0]!.name;
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return {
    open: async () => ({ ...database, close: async () => undefined }),
    env: { DATABASE_URL: url.toString(), DATA_DIR: mkdtempSync(join(tmpdir(), 'crash-')) },
    cleanup: () => database.close(),
  };
}

/** A player with R$ 1,000.00 on the target's database (closed again: the server process opens it). */
async function fundedMember(target: Target) {
  const database = await target.open();
  const deps = { db: database.db, clock: Date.now };
  const merchantId = (await database.db.query.merchants.findFirst())!.id;
  const member = await members.createSocialMember(deps, merchantId, { provider: 'google', ip: '127.0.0.1' });
  await createLedger(database.db).transfer({
    merchantId,
    currency: CURRENCIES.real,
    debit: houseAccount('psp.clearing'),
    credit: memberAccount(member.id, 'cash'),
    amount: 100_000n,
    code: 'deposit',
    idempotencyKey: 'crash-fund',
  });
  await database.close();
  return { merchantId, member };
}

type Acknowledged = Array<{ kind: 'bet' | 'win'; transactionId: string }>;

/** Sends until the server answers (wherever it listens after a restart); a refused or cut connection is retried with the same body. */
async function sendUntilAnswered(url: () => string, acknowledged: Acknowledged, path: 'bet' | 'win', body: Record<string, unknown>) {
  for (;;) {
    const raw = JSON.stringify(body);
    const answer = await fetch(`${url()}/gsw/v1/${path}`, {
      method: 'POST',
      headers: signedHeaders(VENDOR.code, VENDOR.secret, raw),
      body: raw,
      signal: AbortSignal.timeout(5_000),
    })
      .then(async (r) => ({ status: r.status, json: (await r.json()) as { success: boolean; errorCode?: string } }))
      .catch(() => undefined);
    if (answer && answer.status < 500) {
      if (!answer.json.success) throw new Error(`${path} refused: ${answer.json.errorCode}`);
      acknowledged.push({ kind: path, transactionId: body.transactionId as string });
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Every acknowledged bet and win posted exactly once, the balance what they add up to, no round open, no violation. */
async function expectEveryAcknowledgedOnce(
  target: Target,
  merchantId: number,
  memberId: number,
  acknowledged: Acknowledged,
  pairs: number,
) {
  const database = await target.open();
  try {
    const keys = rowsOf<{ key: string; n: number }>(
      await database.db.execute(
        sql`select idempotency_key as key, count(*)::int as n from ledger_transfers where idempotency_key like ${`gsw:${VENDOR.code}:%`} group by 1`,
      ),
    );
    const counts = new Map(keys.map((k) => [k.key, Number(k.n)]));
    for (const op of acknowledged) expect(counts.get(`gsw:${VENDOR.code}:${op.transactionId}`), op.transactionId).toBe(1);
    const balances = await createLedger(database.db).memberBalances(merchantId, memberId, CURRENCIES.real);
    expect(balances.get('cash')).toBe(100_000n - BigInt(pairs) * 50n);
    const open = await database.db.execute(
      sql`select count(*)::int as n from game_rounds where member_id = ${memberId} and status <> 'completed'`,
    );
    expect(rowsOf<{ n: number }>(open)[0]?.n).toBe(0);
    expect((await checkLedger(database.db)).violations).toEqual([]);
  } finally {
    await database.close();
  }
}

const targets = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(targets)('the wallet killed with SIGKILL on %s', (kind) => {
  let server: ServerProcess | undefined;
  let target: Target;
  afterAll(async () => {
    await server?.stop();
    await target?.cleanup();
  });

  it('keeps every acknowledged bet and win exactly once and the ledger consistent', async () => {
    target = kind === 'pglite' ? await pgliteTarget() : await postgresTarget();
    const { merchantId, member } = await fundedMember(target);

    const env = { ...target.env, SEAMLESS_VENDORS: `${VENDOR.code}:${VENDOR.secret}`, OPERATOR_TOKEN: randomBytes(16).toString('hex') };
    server = await startServerProcess(env);
    const playerId = playerIdOf(merchantId, member.id);
    const acknowledged: Acknowledged = [];

    const send = (path: 'bet' | 'win', body: Record<string, unknown>) => sendUntilAnswered(() => server!.url, acknowledged, path, body);

    let kills = 0;
    // Streams go on until the server has been killed KILLS times, however fast the database is.
    const streams = Array.from({ length: STREAMS }, async (_, s) => {
      for (let i = 0; i < MIN_PAIRS_PER_STREAM || kills < KILLS; i += 1) {
        const roundId = `r-${s}-${i}`;
        await send('bet', { transactionId: `b-${s}-${i}`, playerId, roundId, gameCode: 'crash-slot', amount: '1.00', currency: 'BRL' });
        await send('win', {
          transactionId: `w-${s}-${i}`,
          playerId,
          roundId,
          gameCode: 'crash-slot',
          amount: '0.50',
          currency: 'BRL',
          endRound: true,
        });
      }
    });
    let running = true;
    const all = Promise.all(streams).finally(() => (running = false));
    while (running && kills < KILLS) {
      await new Promise((r) => setTimeout(r, 150 + Math.random() * 400));
      if (!running) break;
      await server.kill();
      kills += 1;
      server = await startServerProcess(env);
    }
    await all;
    await server.stop();
    server = undefined;

    expect(kills).toBe(KILLS);
    const pairs = acknowledged.filter((op) => op.kind === 'win').length;
    expect(acknowledged.filter((op) => op.kind === 'bet')).toHaveLength(pairs);
    expect(pairs).toBeGreaterThanOrEqual(STREAMS * MIN_PAIRS_PER_STREAM);
    await expectEveryAcknowledgedOnce(target, merchantId, member.id, acknowledged, pairs);
  }, 240_000);
});
