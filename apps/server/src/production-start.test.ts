import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCTION_WITH_SANDBOXES, withoutTestSwitches } from './test/production-env.js';
import { startServerProcess } from './test/server-process.js';

/** The real server process (server.ts) refusing a production start before it touches anything. */
describe('server process with NODE_ENV=production', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'prod-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const base = { ...withoutTestSwitches(), DATA_DIR: dataDir, OPERATOR_TOKEN: '', DATABASE_URL: '' };

  it('refuses to start without PIX, SMS and mail providers, naming each setting', async () => {
    const start = startServerProcess({ ...base, NODE_ENV: 'production', PIX_PROVIDER: '', SMS_PROVIDER: '', MAIL_PROVIDER: '' });
    await expect(start).rejects.toThrow(
      /PIX_PROVIDER: must be chosen[\s\S]*SMS_PROVIDER: must be chosen[\s\S]*MAIL_PROVIDER: must be chosen/,
    );
    // Refused before anything was written: no database, no generated operator token.
    expect(readdirSync(dataDir)).toEqual([]);
  }, 60_000);

  it('refuses a TEST_* switch, naming it', async () => {
    const start = startServerProcess({ ...base, ...PRODUCTION_WITH_SANDBOXES, TEST_CAPTCHA_FIXED_ANSWER: '1234' });
    await expect(start).rejects.toThrow(/TEST_CAPTCHA_FIXED_ANSWER: test-only switches are refused when NODE_ENV=production/);
  }, 60_000);
});
