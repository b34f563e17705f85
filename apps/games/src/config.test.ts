import { describe, expect, it } from 'vitest';
import { GamesConfigError, loadGamesConfig } from './config.js';

const required = { WALLET_SECRET: 'x'.repeat(32), GAMES_OPERATOR_TOKEN: 'operator-token-0123456789abcdef' };

describe('loadGamesConfig with NODE_ENV=production', () => {
  it('refuses any TEST_* switch, naming it, and ignores blank ones', () => {
    expect(() => loadGamesConfig({ ...required, NODE_ENV: 'production', TEST_SOMETHING: 'on', TEST_DATABASE_URL: ' ' })).toThrow(
      /TEST_SOMETHING: test-only switches are refused/,
    );
    expect(() => loadGamesConfig({ ...required, NODE_ENV: 'production', TEST_DATABASE_URL: '' })).not.toThrow();
    expect(() => loadGamesConfig({ ...required, NODE_ENV: 'production', TEST_X: '1' })).toThrow(GamesConfigError);
    expect(() => loadGamesConfig({ ...required, TEST_SOMETHING: 'on' })).not.toThrow();
  });
});
