#!/usr/bin/env node
/**
 * `npm test`: every check the project has. First the checks without a database, two at a time: the production
 * build, type checks, lint (with import boundaries and size limits), the formatter's check and import circles; then
 * unit and integration tests (vitest; integration suites also run on PostgreSQL when TEST_DATABASE_URL is set), then
 * the browser tests against the built server. Every stage runs even if an earlier one failed (the browser tests
 * need the build); the last line sums the tests.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tmp = resolve(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const vitestJson = resolve(tmp, 'vitest.json');
const playwrightJson = resolve(root, 'e2e/test-results/results.json');
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

/** Workspaces with a typecheck script, each checked on its own so two run side by side. */
const typechecked = ['@app/server', '@app/web', '@app/admin', '@app/games', '@app/contract', '@app/e2e', '@app/bench'];

/**
 * Checks that need no database: each is one process on one core, so they run two at a time (this machine has two
 * cores; each check's output is printed whole when it ends). The build is among them: the browser tests need it.
 */
const checks = [
  ['build', npm, ['run', 'build']],
  ...typechecked.map((workspace) => [`typecheck ${workspace}`, npm, ['run', 'typecheck', '-w', workspace]]),
  ['typecheck scripts', npx, ['tsc', '-p', 'scripts/tsconfig.json']],
  ['lint', npx, ['eslint', '.', '--max-warnings=0']],
  ['format', npx, ['prettier', '--check', '--log-level=warn', '.']],
  ['import circles', npx, ['depcruise', 'apps', 'packages', 'e2e', 'bench', 'scripts', '--config', '.dependency-cruiser.cjs']],
];
const CHECKS_AT_ONCE = 2;

function runBuffered(name, cmd, args) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n=== ${name} (${seconds} s${code === 0 ? '' : ', FAILED'}) ===`);
      process.stdout.write(Buffer.concat(output));
      done(code === 0);
    });
  });
}

async function runChecks() {
  const queue = [...checks];
  const failed = [];
  const lane = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      if (!(await runBuffered(...check))) failed.push(check[0]);
    }
  };
  await Promise.all(Array.from({ length: CHECKS_AT_ONCE }, lane));
  return failed;
}

function runStage(name, cmd, args) {
  console.log(`\n=== ${name} ===`);
  return spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env }).status === 0;
}

const failedStages = await runChecks();
if (!runStage('unit and integration', npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`])) {
  failedStages.push('unit and integration');
}
// Without a build there is nothing for the browser to test.
if (!failedStages.includes('build') && !runStage('browser', npm, ['run', 'test:e2e'])) failedStages.push('browser');

/**
 * What the run left to PostgreSQL when TEST_DATABASE_URL is unset, read from the suite names: suites that only
 * make sense there say so ('… on PostgreSQL', describe.skipIf(!TEST_DATABASE_URL)); per-database suites are
 * named '… on pglite' / '… on postgres', and a test one of them skips on PGlite is one that runs only on
 * PostgreSQL (it.runIf(kind === 'postgres')), while each test it ran also runs on PostgreSQL when it is set.
 */
function postgresLeftOut(report) {
  const left = { skipped: 0, pgliteOnly: 0 };
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      const suites = test.ancestorTitles.join(' / ');
      const perDatabase = / on pglite\b/.test(suites);
      if (test.status === 'skipped' && (perDatabase || / on PostgreSQL\b/.test(suites))) left.skipped += 1;
      else if (perDatabase && test.status !== 'skipped') left.pgliteOnly += 1;
    }
  }
  return left;
}

let passed = 0;
let failed = 0;
let leftToPostgres;
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  if (!process.env.TEST_DATABASE_URL) leftToPostgres = postgresLeftOut(v);
}
if (existsSync(playwrightJson)) {
  const p = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  passed += p.stats.expected + p.stats.flaky;
  failed += p.stats.unexpected;
}
if (failedStages.length) console.log(`\nFailed stages: ${failedStages.join(', ')}`);
if (leftToPostgres) {
  console.log(
    `\nTEST_DATABASE_URL is unset: ${leftToPostgres.skipped} PostgreSQL-only tests were skipped and ${leftToPostgres.pgliteOnly} integration tests ran on PGlite only.` +
      '\nTo run them on PostgreSQL as well (as CI does, with Redis): TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 npm test',
  );
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedStages.length || failed ? 1 : 0);
