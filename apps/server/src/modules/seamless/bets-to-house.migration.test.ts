import { readFileSync, rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { migrateDatabase, type MigrateOptions } from '../../db/migrate.js';
import { readSqlDefinitions, sqlDefinition } from '../../db/sql-definitions.js';
import { migrationsUpTo } from '../../test/migrations.js';
import { createTestDatabase, testDatabases } from '../../test/test-app.js';
import { CURRENCIES, houseAccount, memberAccount } from '../ledger/ledger-accounts.js';
import { checkLedger } from '../ledger/ledger-check.js';
import * as rounds from '../ledger/ledger-rounds.js';
import { createLedger } from '../ledger/ledger.service.js';
import * as members from '../members/members.service.js';
import { playerIdOf } from './seamless-player.js';
import * as seamless from './seamless.service.js';
import { rowsOf } from '../../db/rows.js';

/** Definitions of tables later migrations add (0025's audit log, 0041's report events): they had none at 0019. */
const LATER = new Set(['audit/audit-append-only.sql', 'reports/reports-feed.sql', 'reports/reports-fold.sql']);

/**
 * The schema as migration 0019 left it: its migrations, and the functions and triggers of that time. Those are
 * today's definitions but for the bet's story, whose functions migrations 0020 and 0021 replaced: the test's fixture
 * holds them as they were (migrations 0005 and 0017); and but for those on tables that came later.
 */
function schemaAt0019(folder: string): MigrateOptions {
  const name = 'ledger/ledger-moves.sql';
  const then = readFileSync(new URL('./bets-to-house.migration.fixture.sql', import.meta.url), 'utf8');
  const current = readSqlDefinitions().filter((d) => d.name !== name && !LATER.has(d.name));
  return { migrationsFolder: folder, definitions: [...current, sqlDefinition(name, then)] };
}

/*
 * Migration 0020 changes how a bet is booked (straight to the house instead of
 * an in-play hold). Bets held by rounds still open when it runs must come out
 * of the hold and become bets of the new form, so that the round can still be
 * ended or the bet rolled back afterwards, with nothing left in play.
 */
describe.each(testDatabases())('migration 0020 (bets post to the house) on %s', (kind) => {
  let database: Database;
  let folder: string;
  beforeAll(async () => {
    folder = migrationsUpTo(19);
    database = await createTestDatabase(kind, 'demo', schemaAt0019(folder));
  });
  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('turns the held bets of open rounds into bets a later rollback refunds, and leaves ended rounds alone', async () => {
    const deps = { db: database.db, clock: Date.now };
    const merchantId = rowsOf<{ id: number }>(await database.db.execute(sql`select id from merchants limit 1`))[0]!.id;
    const member = await members.createSocialMember(deps, merchantId, { provider: 'migration', ip: '127.0.0.1' });
    const ledger = createLedger(database.db);
    await ledger.transfer({
      merchantId,
      currency: CURRENCIES.real,
      debit: houseAccount('psp.clearing'),
      credit: memberAccount(member.id, 'cash'),
      amount: 10_000n,
      code: 'deposit',
      idempotencyKey: `m20-fund-${member.id}`,
    });
    const [cash, inplay, house] = await ledger.accountIdsOf(merchantId, CURRENCIES.real, [
      memberAccount(member.id, 'cash'),
      memberAccount(member.id, 'inplay'),
      houseAccount('house.games', member.id),
    ]);
    // The functions as migration 0019 left them: a round ended with a win, and a round still open with two bets.
    const oldBet = (txid: string, round: string, amount: number) =>
      database.db.execute(
        sql`select * from seamless_bet('OLDV', ${txid}, ${merchantId}, ${member.id}, ${round}, 'slot', 'BRL', ${amount}::bigint, ${`h-${txid}`}, ${cash}::bigint, ${inplay}::bigint)`,
      );
    await oldBet('ended-bet', 'ended', 500);
    await database.db.execute(
      sql`select * from seamless_win('OLDV', 'ended-win', ${merchantId}, ${member.id}, 'ended', 'slot', 'BRL', 200::bigint, 'h-ended-win', true, ${cash}::bigint, ${inplay}::bigint, ${house}::bigint, now())`,
    );
    await oldBet('open-bet-1', 'open', 700);
    await oldBet('open-bet-2', 'open', 300);
    const before = await ledger.memberBalances(merchantId, member.id, CURRENCIES.real);
    expect([before.get('cash'), before.get('inplay')]).toEqual([8_700n, 1_000n]);

    await migrateDatabase(database);

    const after = await ledger.memberBalances(merchantId, member.id, CURRENCIES.real);
    expect([after.get('cash'), after.get('inplay')]).toEqual([8_700n, 0n]);
    const booked = rowsOf<{ transaction_id: string; code: string; credit: string }>(
      await database.db.execute(sql`select s.transaction_id, t.code, a.code as credit from seamless_transactions s
        join ledger_transfers t on t.id = s.ledger_transfer_id join ledger_accounts a on a.id = t.credit_account_id
        where s.vendor = 'OLDV' and s.kind = 'bet' order by s.transaction_id`),
    );
    expect(booked).toEqual([
      { transaction_id: 'ended-bet', code: 'bet', credit: 'inplay' },
      { transaction_id: 'open-bet-1', code: 'bet', credit: 'house.games' },
      { transaction_id: 'open-bet-2', code: 'bet', credit: 'house.games' },
    ]);

    const service = { ...deps, ledger };
    const playerId = playerIdOf(merchantId, member.id);
    const refunded = await seamless.rollback(service, 'OLDV', {
      transactionId: 'rb-1',
      playerId,
      roundId: 'open',
      referenceTransactionId: 'open-bet-1',
    });
    expect(refunded.balance).toBe('94.00');
    expect(await rounds.openStakes(deps, merchantId, member.id, 'BRL')).toBe(300n);
    expect(await seamless.endRound(service, 'OLDV', { playerId, roundId: 'open' })).toEqual({ roundId: 'open', status: 'completed' });
    expect(await rounds.openStakes(deps, merchantId, member.id, 'BRL')).toBe(0n);
    expect((await ledger.memberBalances(merchantId, member.id, CURRENCIES.real)).get('cash')).toBe(9_400n);
    expect((await checkLedger(database.db)).violations).toEqual([]);
  });
});
