import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../test/server-process.js';

const run = promisify(execFile);
const serverDir = resolve(import.meta.dirname, '../..');

/*
 * Operator commands on the embedded PGlite while the server holds the
 * folder: the CLI cannot open the database, so it asks the running server.
 */
describe('operator commands against a running server on PGlite', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'operator-http-'));
  const operatorToken = randomBytes(16).toString('hex');
  let server: ServerProcess;
  let env: NodeJS.ProcessEnv;
  const cli = (args: string[], extra: NodeJS.ProcessEnv = {}) =>
    run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: serverDir, env: { ...env, ...extra } }).catch(
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  beforeAll(async () => {
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', OPERATOR_TOKEN: operatorToken });
    env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: new URL(server.url).port, OPERATOR_TOKEN: operatorToken };
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('checks the ledger over HTTP and reports it clean; a wrong token fails with exit 1', async () => {
    expect(await cli(['ledger', 'check'])).toMatchObject({ stdout: expect.stringMatching(/ledger check: clean/) });
    const refused = await cli(['ledger', 'check'], { OPERATOR_TOKEN: 'wrong-token-0123456789abcdef' });
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/refused the call/) });
  }, 60_000);

  it('imports a catalogue file through the server, and refuses a bad one with its rows listed and nothing loaded', async () => {
    const header = 'vendor,gameCode,gameType,nameEn,namePt,minBet,engine';
    const good = join(dataDir, 'good.csv');
    writeFileSync(good, `${header}\nCLI,cli-harbor-lights,RNG,Harbor Lights,Luzes do Porto,0.10,slot\n`);
    expect(await cli(['catalogue', 'import', good])).toMatchObject({ stdout: expect.stringContaining('catalogue loaded: 1 rows, 1 new') });
    const list = (await fetch(`${server.url}${API.gameList}?vassalage=CLI&language=pt`).then((r) => r.json())) as {
      value: { games: Array<{ displayName: string }> };
    };
    expect(list.value.games.map((g: { displayName: string }) => g.displayName)).toEqual(['Luzes do Porto']);

    const bad = join(dataDir, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify([
        { vendor: 'CLI', gameCode: 'cli-two', gameType: 'RNG', nameEn: 'Two', namePt: 'Dois', minBet: '0', engine: 'slot' },
        { vendor: 'CLI' },
      ]),
    );
    const refused = await cli(['catalogue', 'import', bad]);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('nothing was loaded') });
    expect((refused as { stderr: string }).stderr).toMatch(/row 1, minBet/);
    expect((refused as { stderr: string }).stderr).toMatch(/row 2, gameCode/);
    const after = (await fetch(`${server.url}${API.gameList}?vassalage=CLI`).then((r) => r.json())) as { value: { total: number } };
    expect(after.value.total).toBe(1);
  }, 60_000);

  it('creates the first operator through the server, who then signs in at /wps/operator with the printed password', async () => {
    const created = await cli(['operators', 'create', 'chief', '--role', 'admin', '--name', 'Chief Operator']);
    const stdout = (created as { stdout: string }).stdout;
    expect(stdout).toMatch(/operator 'chief' created with role admin/);
    const password = /temporary password \(shown once\): (\S+)/.exec(stdout)?.[1];
    const step = await fetch(`${server.url}${API.operatorSession}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'chief', password }),
    }).then((r) => r.json() as Promise<{ value: { next: string } }>);
    expect(step.value.next).toBe('enrol');
    expect(await cli(['operators', 'create', 'chief', '--role', 'admin'])).toMatchObject({ code: 1 });
  }, 60_000);
});
