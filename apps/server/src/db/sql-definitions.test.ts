import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths.js';
import { createTestDatabase, testDatabases } from '../test/test-app.js';
import type { Database } from './client.js';
import { rowsOf } from './rows.js';
import { applySqlDefinitions, readSqlDefinitions, sqlDefinition } from './sql-definitions.js';

const probe = (answer: number) =>
  sqlDefinition('test/probe.sql', `CREATE OR REPLACE FUNCTION sql_definitions_probe() RETURNS int LANGUAGE sql AS $$ SELECT ${answer} $$;`);

describe("the modules' SQL definitions", () => {
  const definitions = readSqlDefinitions();
  const created = (text: string) => [...text.matchAll(/CREATE (?:OR REPLACE )?(FUNCTION|TRIGGER) (\w+)/g)].map((m) => `${m[1]} ${m[2]}`);

  it('define each function and trigger once, in the sql/ folder of its module', () => {
    const names = definitions.flatMap((d) => created(d.text));
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'FUNCTION ledger_post_transfer',
        'FUNCTION seamless_bet',
        'FUNCTION seamless_win',
        'FUNCTION seamless_end_round',
      ]),
    );
    expect(definitions.map((d) => d.name)).toEqual(expect.arrayContaining(['agents/agent-tree.sql', 'rewards/member-turnover.sql']));
  });

  it('leave the migrations no function or trigger to create', () => {
    const migrations = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql'));
    expect(migrations.flatMap((file) => created(readFileSync(join(MIGRATIONS_DIR, file), 'utf8')))).toEqual([]);
  });
});

describe.each(testDatabases())('applying SQL definitions on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  const answer = async () => rowsOf<{ n: number }>(await database.db.execute(sql`select sql_definitions_probe() as n`))[0]?.n;

  it('skips what the migrated database already has', async () => {
    expect(await applySqlDefinitions(database.db, readSqlDefinitions())).toEqual([]);
  });

  it('applies a new definition once, and a changed one again', async () => {
    expect(await applySqlDefinitions(database.db, [probe(1)])).toEqual(['test/probe.sql']);
    expect(await applySqlDefinitions(database.db, [probe(1)])).toEqual([]);
    expect(await answer()).toBe(1);
    expect(await applySqlDefinitions(database.db, [probe(2)])).toEqual(['test/probe.sql']);
    expect(await answer()).toBe(2);
  });

  it('applies the changed definitions together or not at all', async () => {
    const broken = sqlDefinition(
      'test/broken.sql',
      'CREATE OR REPLACE FUNCTION sql_definitions_broken() RETURNS int LANGUAGE sql AS $$ SELEC 1 $$;',
    );
    await expect(applySqlDefinitions(database.db, [probe(3), broken])).rejects.toThrow();
    expect(await answer()).toBe(2);
    expect(await applySqlDefinitions(database.db, [probe(3)])).toEqual(['test/probe.sql']);
    expect(await answer()).toBe(3);
  });
});
