#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in order: the formatter's check, lint (with import
 * boundaries), type checks, unit and integration tests (vitest; integration
 * suites also run on PostgreSQL when TEST_DATABASE_URL is set), the production
 * build, then the browser tests against the built server. Every stage runs
 * even if an earlier one failed; the last line sums the tests.
 */
import { spawnSync } from 'node:child_process';
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

const stages = [
  ['format', npx, ['prettier', '--check', '--log-level=warn', '.']],
  ['lint', npx, ['eslint', '.', '--max-warnings=0']],
  ['typecheck', npm, ['run', 'typecheck']],
  ['unit and integration', npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`]],
  ['build', npm, ['run', 'build']],
  ['browser', npm, ['run', 'test:e2e']],
];

const failedStages = [];
for (const [name, cmd, args] of stages) {
  console.log(`\n=== ${name} ===`);
  const run = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (run.status !== 0) failedStages.push(name);
  if (name === 'build' && run.status !== 0) break;
}

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
