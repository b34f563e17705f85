import { resolve } from 'node:path';
import { z } from 'zod';

/** Deployment scripts often pass `VAR=` for "unset"; treat blank as absent. */
const env = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);

const envSchema = z.object({
  GAMES_PORT: env(z.coerce.number().int().min(0).max(65535).default(3001)),
  GAMES_HOST: env(z.string().default('0.0.0.0')),
  DATA_DIR: env(z.string().default('.data')),
  // PostgreSQL of the game server (its own database, as any vendor has); unset: PGlite in DATA_DIR/games-pglite.
  GAMES_DATABASE_URL: env(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  // The platform's seamless wallet, and this provider's code and secret there.
  WALLET_URL: env(z.string().url().default('http://127.0.0.1:3000')),
  WALLET_VENDOR: env(
    z
      .string()
      .regex(/^[A-Z0-9_]{1,16}$/)
      .default('INHOUSE'),
  ),
  WALLET_SECRET: env(z.string().min(32, 'must be at least 32 characters')),
  // Origins allowed to frame the games (the site), comma-separated; also where "back to the lobby" goes.
  SITE_ORIGINS: env(z.string().default('http://localhost:3000')),
  // Bearer token of the operator calls (sports fixtures and results).
  GAMES_OPERATOR_TOKEN: env(z.string().min(24, 'must be at least 24 characters')),
  LOG_LEVEL: env(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  // How often rounds left open by a lost answer or a restart are finished; 0 turns the timer off.
  RECOVERY_INTERVAL_MS: env(z.coerce.number().int().min(0).default(10_000)),
  // How old an unfinished round must be before recovery takes it over (longer than any request takes).
  RECOVERY_GRACE_MS: env(z.coerce.number().int().min(1_000).default(60_000)),
  GAMES_WEB_DIST_DIR: env(z.string().optional()),
  // Crash rooms: how long a round takes bets, the pause after a crash, the length of a new hash chain.
  CRASH_BETTING_MS: env(z.coerce.number().int().min(500).max(120_000).default(7_000)),
  CRASH_PAUSE_MS: env(z.coerce.number().int().min(0).max(60_000).default(3_000)),
  CRASH_CHAIN_LENGTH: env(z.coerce.number().int().min(10).max(10_000_000).default(100_000)),
});

export interface GamesConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  wallet: { url: string; vendor: string; secret: string };
  siteOrigins: string[];
  operatorToken: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  recoveryIntervalMs: number;
  recoveryGraceMs: number;
  webDistDir: string | undefined;
  crash: { bettingMs: number; pauseMs: number; chainLength: number };
}

export class GamesConfigError extends Error {}

/**
 * Test-only switches are named TEST_* across the product and none may reach a
 * production process (the platform server applies the same rule; this server
 * shares no code with it, so the few lines are repeated here).
 */
function refuseTestSwitches(source: NodeJS.ProcessEnv): void {
  if (source.NODE_ENV !== 'production') return;
  const set = Object.keys(source)
    .filter((name) => name.startsWith('TEST_') && (source[name] ?? '').trim() !== '')
    .sort();
  if (set.length)
    throw new GamesConfigError(
      `Invalid game server configuration:\n  ${set.map((name) => `${name}: test-only switches are refused when NODE_ENV=production`).join('\n  ')}`,
    );
}

export function loadGamesConfig(source: NodeJS.ProcessEnv, cwd = process.cwd()): GamesConfig {
  refuseTestSwitches(source);
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new GamesConfigError(`Invalid game server configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.GAMES_PORT,
    host: e.GAMES_HOST,
    dataDir: resolve(cwd, e.DATA_DIR),
    databaseUrl: e.GAMES_DATABASE_URL,
    wallet: { url: e.WALLET_URL.replace(/\/+$/, ''), vendor: e.WALLET_VENDOR, secret: e.WALLET_SECRET },
    siteOrigins: e.SITE_ORIGINS.split(',').map((o) => new URL(o.trim()).origin),
    operatorToken: e.GAMES_OPERATOR_TOKEN,
    logLevel: e.LOG_LEVEL,
    recoveryIntervalMs: e.RECOVERY_INTERVAL_MS,
    recoveryGraceMs: e.RECOVERY_GRACE_MS,
    webDistDir: e.GAMES_WEB_DIST_DIR ? resolve(cwd, e.GAMES_WEB_DIST_DIR) : undefined,
    crash: { bettingMs: e.CRASH_BETTING_MS, pauseMs: e.CRASH_PAUSE_MS, chainLength: e.CRASH_CHAIN_LENGTH },
  };
}
