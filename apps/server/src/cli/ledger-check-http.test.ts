import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../test/server-process.js';

const run = promisify(execFile);
const serverDir = resolve(import.meta.dirname, '../..');

/*
 * `npm run ledger:check` on the embedded PGlite while the server holds the
 * folder: the CLI cannot open the database, so it asks the running server.
 */
describe('ledger check against a running server on PGlite', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ledger-check-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('asks the server over HTTP and reports a clean ledger; a wrong token fails with exit 1', async () => {
    const operatorToken = randomBytes(16).toString('hex');
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', OPERATOR_TOKEN: operatorToken });
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: new URL(server.url).port, OPERATOR_TOKEN: operatorToken };
    const ok = await run(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'ledger', 'check'], { cwd: serverDir, env });
    expect(ok.stdout).toMatch(/ledger check: clean/);
    const refused = await run(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'ledger', 'check'], { cwd: serverDir, env: { ...env, OPERATOR_TOKEN: 'wrong-token-0123456789abcdef' } }).catch((e: { code: number; stderr: string }) => e);
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toMatch(/refused the check/);
  }, 90_000);
});
