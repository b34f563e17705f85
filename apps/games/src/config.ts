/**
 * The game server's configuration, read from the environment: documented zod schemas (`@app/contract/env`, as the
 * platform server's), from which docs/configuration.md is generated too (`npm run docs:config`).
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import { envSection, envVariable, issueLines } from '@app/contract/env';

const serverEnv = envSection('Game server process', import.meta.url, {
  NODE_ENV: envVariable(z.string().optional(), { text: '`production` refuses every `TEST_*` variable, as the platform server does.' }),
  GAMES_PORT: envVariable(z.coerce.number().int().min(0).max(65535).default(3001), { text: 'HTTP and WebSocket port of the game server.' }),
  GAMES_HOST: envVariable(z.string().default('0.0.0.0'), { text: 'Interface to listen on.' }),
  DATA_DIR: envVariable(z.string().default('.data'), {
    text: 'Folder of the embedded database (`DATA_DIR/games-pglite`) when no database URL is set; relative to the working directory.',
  }),
  GAMES_DATABASE_URL: envVariable(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    {
      text: "PostgreSQL of the game server: its own database, as any game provider has, never the platform's.",
      allowed: 'a `postgres://` or `postgresql://` URL',
      unset: 'PGlite in `DATA_DIR/games-pglite`',
    },
  ),
  SITE_ORIGINS: envVariable(z.string().default('http://localhost:3000'), {
    text:
      'Comma list of the origins allowed to frame the games (the site; CSP `frame-ancestors`). `npm start` sets ' +
      "`PUBLIC_ORIGIN` and the platform's local addresses.",
  }),
  GAMES_OPERATOR_TOKEN: envVariable(z.string().min(24, 'must be at least 24 characters'), {
    text:
      "Bearer token of the game server's operator calls (sports fixtures and results). `npm start` generates one into " +
      '`DATA_DIR/games-secrets.json`.',
  }),
  LOG_LEVEL: envVariable(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'), {
    text: 'pino log level of the JSON log lines (the platform server reads the same variable).',
  }),
  GAMES_WEB_DIST_DIR: envVariable(z.string().optional(), {
    text: 'The built game pages the server serves; relative to the working directory.',
    unset: '`apps/games/dist/web`',
  }),
});

const walletEnv = envSection('Platform wallet', import.meta.url, {
  WALLET_URL: envVariable(z.string().url().default('http://127.0.0.1:3000'), {
    text: "The platform's seamless wallet, the only way the game server reaches it. `npm start` points it at `PORT`.",
  }),
  WALLET_VENDOR: envVariable(
    z
      .string()
      .regex(/^[A-Z0-9_]{1,16}$/)
      .default('INHOUSE'),
    { text: "This game provider's code on the wallet (`SEAMLESS_VENDORS` of the platform).", allowed: '1 to 16 of `A-Z`, `0-9`, `_`' },
  ),
  WALLET_SECRET: envVariable(z.string().min(32, 'must be at least 32 characters'), {
    text:
      "The secret this provider signs wallet calls with, the same as its pair in the platform's `SEAMLESS_VENDORS`. " +
      '`npm start` generates one into `DATA_DIR/games-secrets.json` and gives it to both servers.',
  }),
});

const roundsEnv = envSection('Round recovery', import.meta.url, {
  RECOVERY_INTERVAL_MS: envVariable(z.coerce.number().int().min(0).default(10_000), {
    text: 'How often rounds left open by a lost answer or a restart are finished; `0` turns the timer off.',
  }),
  RECOVERY_GRACE_MS: envVariable(z.coerce.number().int().min(1_000).default(60_000), {
    text: 'How old an unfinished round must be before recovery takes it over (longer than any request takes).',
  }),
});

const clusterEnv = envSection('Several game-server processes', import.meta.url, {
  REDIS_URL: envVariable(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    {
      text:
        "Redis that carries the crash rooms' events between game-server processes (pub/sub), so a player's socket on any " +
        'process sees every round; needed when several processes share one `GAMES_DATABASE_URL` behind a balancer. Each ' +
        'room is led by one process through a lease in the database ([crash](decisions/crash.md)).',
      allowed: 'a `redis://` or `rediss://` URL',
      unset: 'one process: events in memory',
    },
  ),
});

const crashEnv = envSection('Crash rooms', import.meta.url, {
  CRASH_BETTING_MS: envVariable(z.coerce.number().int().min(500).max(120_000).default(7_000), {
    text: 'How long a crash round takes bets ([crash](decisions/crash.md)).',
  }),
  CRASH_PAUSE_MS: envVariable(z.coerce.number().int().min(0).max(60_000).default(3_000), { text: 'The pause after a crash.' }),
  CRASH_CHAIN_LENGTH: envVariable(z.coerce.number().int().min(10).max(10_000_000).default(100_000), {
    text: 'The length of a new provably fair hash chain.',
  }),
});

/** Every variable of the game server, in the order docs/configuration.md lists them. */
export const gamesConfigSections = [serverEnv, walletEnv, roundsEnv, clusterEnv, crashEnv] as const;

const envSchema = z.object({
  ...serverEnv.schema.shape,
  ...walletEnv.schema.shape,
  ...roundsEnv.schema.shape,
  ...clusterEnv.schema.shape,
  ...crashEnv.schema.shape,
});

function composeGamesConfig(e: z.output<typeof envSchema>, cwd: string) {
  return {
    port: e.GAMES_PORT,
    host: e.GAMES_HOST,
    dataDir: resolve(cwd, e.DATA_DIR),
    databaseUrl: e.GAMES_DATABASE_URL,
    redisUrl: e.REDIS_URL,
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

export type GamesConfig = ReturnType<typeof composeGamesConfig>;

export class GamesConfigError extends Error {}

const refusal = (lines: string[]) => new GamesConfigError(`Invalid game server configuration:\n  ${lines.join('\n  ')}`);

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
  if (set.length) throw refusal(set.map((name) => `${name}: test-only switches are refused when NODE_ENV=production`));
}

export function loadGamesConfig(source: NodeJS.ProcessEnv, cwd = process.cwd()): GamesConfig {
  refuseTestSwitches(source);
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw refusal(issueLines(parsed.error));
  return composeGamesConfig(parsed.data, cwd);
}
