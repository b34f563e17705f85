import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.js';
import type { Database } from '../db/client.js';
import { createTestDatabase, testDatabases } from '../test/test-app.js';
import { sql } from 'drizzle-orm';
import { houseAccount, memberAccount } from '../modules/ledger/ledger-accounts.js';
import { createLedger } from '../modules/ledger/ledger.service.js';
import { LedgerViolationsError, parseCommand, runCommand, UsageError } from './commands.js';

describe('parseCommand', () => {
  it('reads every command', () => {
    expect(parseCommand(['maintenance', 'on'])).toEqual({ name: 'maintenance', enabled: true });
    expect(parseCommand(['maintenance', 'off'])).toEqual({ name: 'maintenance', enabled: false });
    expect(parseCommand(['maintenance', 'show'])).toEqual({ name: 'maintenance', enabled: undefined });
    expect(parseCommand(['region', 'show'])).toEqual({ name: 'region-show' });
    expect(parseCommand(['migrate'])).toEqual({ name: 'migrate' });
    expect(parseCommand(['seed'])).toEqual({ name: 'seed' });
    expect(parseCommand(['region', 'set', '--mode', 'deny', '--country', 'us', '--country', 'AR', '--cidr', '10.0.0.0/8'])).toEqual({
      name: 'region-set',
      rule: { mode: 'deny', countries: ['US', 'AR'], cidrs: ['10.0.0.0/8'] },
    });
    expect(parseCommand(['region', 'set', '--mode', 'off'])).toEqual({
      name: 'region-set',
      rule: { mode: 'off', countries: [], cidrs: [] },
    });
  });

  it('refuses unknown commands, options and invalid rules', () => {
    expect(() => parseCommand(['maintenance', 'maybe'])).toThrow(UsageError);
    expect(() => parseCommand(['region', 'set', '--mode', 'block'])).toThrow(/mode/);
    expect(() => parseCommand(['region', 'set', '--mode', 'deny', '--cidr', '10.0.0.0/99'])).toThrow(/cidrs\.0/);
    expect(() => parseCommand(['region', 'set', '--mode', 'deny', '--bogus', 'x'])).toThrow(UsageError);
    expect(() => parseCommand(['drop', 'everything'])).toThrow(UsageError);
  });
});

describe.each(testDatabases())('runCommand on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('switches maintenance and the region rule of the configured merchant', async () => {
    expect(await runCommand(parseCommand(['maintenance', 'on']), database, 'demo')).toEqual(["maintenance: on (merchant 'demo')"]);
    expect(await runCommand(parseCommand(['maintenance', 'show']), database, 'demo')).toEqual(["maintenance: on (merchant 'demo')"]);
    await runCommand(parseCommand(['maintenance', 'off']), database, 'demo');
    const set = parseCommand(['region', 'set', '--mode', 'allow', '--country', 'BR', '--cidr', '127.0.0.0/8']);
    expect(await runCommand(set, database, 'demo')).toEqual(['region rule: allow countries=[BR] cidrs=[127.0.0.0/8]']);
    expect(await runCommand(parseCommand(['region', 'show']), database, 'demo')).toEqual([
      'region rule: allow countries=[BR] cidrs=[127.0.0.0/8]',
    ]);
    // Each change is in the audit trail as the command line's, with what it found and what it left; reads are not.
    const rows = rowsOf<{ actor_kind: string; action: string; before: unknown; after: unknown }>(
      await database.db.execute(sql`select actor_kind, action, before, after from audit_log order by seq`),
    );
    expect(rows).toEqual([
      { actor_kind: 'cli', action: 'maintenance set (cli)', before: { enabled: false }, after: { enabled: true } },
      { actor_kind: 'cli', action: 'maintenance set (cli)', before: { enabled: true }, after: { enabled: false } },
      {
        actor_kind: 'cli',
        action: 'region set (cli)',
        before: { mode: 'off', countries: [], cidrs: [] },
        after: { mode: 'allow', countries: ['BR'], cidrs: ['127.0.0.0/8'] },
      },
    ]);
  });

  it('migrates and seeds again without harm, and names a missing merchant', async () => {
    expect(await runCommand({ name: 'migrate' }, database, 'demo')).toEqual(['migrations applied']);
    expect(await runCommand({ name: 'seed' }, database, 'demo')).toEqual(["merchant 'demo' seeded"]);
    await expect(runCommand({ name: 'region-show' }, database, 'ghost')).rejects.toMatchObject({ code: 'merchant.not.found' });
  });

  it('reports a clean ledger, and fails with the rule when a balance has no entries behind it', async () => {
    const ledger = createLedger(database.db);
    await ledger.transfer({
      merchantId: 1,
      currency: 'BRL',
      debit: houseAccount('psp.clearing'),
      credit: memberAccount(77, 'cash'),
      amount: 500n,
      code: 'deposit',
      idempotencyKey: 'cli-check-1',
    });
    const lines = await runCommand(parseCommand(['ledger', 'check']), database, 'demo');
    expect(lines.at(-1)).toBe('ledger check: clean');
    // A balance changed behind the ledger's back, as a bad manual fix would.
    await database.db.execute(sql`update ledger_accounts set balance = balance + 1 where owner_id = 77`);
    const failure = await runCommand({ name: 'ledger-check' }, database, 'demo').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(LedgerViolationsError);
    expect((failure as LedgerViolationsError).lines.join('\n')).toMatch(/VIOLATION balance_not_sum_of_entries/);
  });

  it('creates an operator with a generated password, audited as the command line, and refuses a taken name', async () => {
    const lines = await runCommand(parseCommand(['operators', 'create', `ops-${kind}`, '--role', 'finance']), database, 'demo');
    expect(lines[0]).toBe(`operator 'ops-${kind}' created with role finance`);
    expect(lines[1]).toMatch(/^temporary password \(shown once\): [A-Za-z0-9_-]{22}$/);
    await expect(runCommand(parseCommand(['operators', 'create', `ops-${kind}`, '--role', 'admin']), database, 'demo')).rejects.toThrow(
      /exists/,
    );
    const report = await runCommand({ name: 'audit-check' }, database, 'demo');
    expect(report.at(-1)).toBe('audit check: clean');
    expect(() => parseCommand(['operators', 'create', 'x', '--role', 'boss'])).toThrow(UsageError);
  });
});
