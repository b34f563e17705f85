import { resolve } from 'node:path';
import { jurisdictions } from '@app/contract';
import { z } from 'zod';
import { envSection, envVariable } from '@app/contract/env';
import { DEFAULT_ADMIN_DIST_DIR, DEFAULT_WEB_DIST_DIR, defaultGeoipDir } from './paths.js';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Fastify's trustProxy forms: "false", "true" (every hop), a hop count, or a comma list of addresses/CIDRs. */
const trustProxySchema = z
  .string()
  .trim()
  .transform((v): boolean | number | string => {
    if (v === '' || v === 'false') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v);
    return v;
  });

export const serverEnv = envSection('Server process', import.meta.url, {
  NODE_ENV: envVariable(z.string().optional(), {
    text:
      '`production` turns on the production start (README, "Production start"): `PIX_PROVIDER`, `SMS_PROVIDER`, ' +
      '`MAIL_PROVIDER`, `REGULATOR_SUBMISSION`, `BARRED_PERSONS_CHECK`, `KYC_CPF_REGISTRY`, `KYC_LIVENESS`, `PUSH_VAPID_KEYS` and `MERCHANT_JURISDICTION` must be chosen, any `TEST_*` variable and `DEMO_ACTIVITY=true` refuse the start, and no demo ' +
      'member, activity or promotion money is seeded. Any other value is the embedded demo.',
  }),
  PORT: envVariable(z.coerce.number().int().min(0).max(65535).default(3000), {
    text: "HTTP port; the server prints the address it listens on. `npm start` also derives the game server's defaults from it.",
  }),
  HOST: envVariable(z.string().default('0.0.0.0'), { text: 'Interface to listen on.' }),
  TRUST_PROXY: envVariable(trustProxySchema.default(false), {
    text:
      "Trust `X-Forwarded-For` from a load balancer (needed for the real client IP behind a proxy), as Fastify's " +
      '`trustProxy` understands it. `true` trusts every hop: only behind a proxy that overwrites the header.',
    allowed: '`false`, `true`, a hop count, or a comma list of proxy addresses or CIDRs',
  }),
  PUBLIC_ORIGIN: envVariable(z.string().url().default('http://localhost:3000'), {
    text:
      "The site's public origin: e-mailed links (password reset) use it when `TRUST_PROXY` is off, and the sandbox PSP " +
      'writes it into its charges; `npm start` also lets it frame the game server (`SITE_ORIGINS`). In production, the ' +
      'address players use.',
  }),
  LOG_LEVEL: envVariable(z.enum(logLevels).default('info'), { text: 'pino log level of the JSON log lines.' }),
  DATA_DIR: envVariable(z.string().default('.data'), {
    text:
      'Folder of the embedded databases (PGlite, when no database URL is set), the generated operator token and the ' +
      'secrets `npm start` shares with the game server; relative to the working directory.',
  }),
  WEB_DIST_DIR: envVariable(z.string().optional(), {
    text: 'The built web app the server serves; relative to the working directory.',
    unset: '`apps/web/dist`',
  }),
  ADMIN_DIST_DIR: envVariable(z.string().optional(), {
    text: 'The built back office the server serves under `/admin`; relative to the working directory.',
    unset: '`apps/admin/dist`',
  }),
  GEOIP_DIR: envVariable(z.string().optional(), {
    text: 'Folder of the offline IP-to-country database (`@ip-location-db/geo-whois-asn-country-mmdb`, CC0).',
    unset: 'the bundled package',
  }),
  MERCHANT_CODE: envVariable(
    z
      .string()
      .regex(/^[a-z0-9_-]{1,32}$/)
      .default('demo'),
    {
      text: 'The merchant this deployment serves (SPEC §9: fixed in configuration).',
      allowed: '1 to 32 of `a-z`, `0-9`, `_`, `-`',
    },
  ),
  MERCHANT_JURISDICTION: envVariable(z.enum(jurisdictions).optional(), {
    text:
      "The merchant's jurisdiction profile, written when the merchant has none yet (the operator switches it later with " +
      '`PUT /wps/operator/jurisdiction`): `BR` for a licensed `.bet.br` operator (no deposit bonus, no cockfight), ' +
      '`NONE` for the generic demo (docs/decisions/player-protection.md).',
    allowed: '`BR`, `NONE`',
    unset: '`NONE`',
    production: 'must be chosen',
  }),
  OPERATOR_TOKEN: envVariable(z.string().min(24, 'must be at least 24 characters').optional(), {
    text:
      'Bearer token of the operator calls (`/wps/operator/*`) and of `npm run ops` against a running server: the first ' +
      "operator's credential until the back office exists. A short one could be guessed despite the rate limit.",
    unset: 'generated into `DATA_DIR/operator-token` (mode 0600)',
  }),
  DEMO_ACTIVITY: envVariable(z.enum(['true', 'false']).optional(), {
    text:
      'On a fresh install whose catalogue is the demo one, ten demo players play 40 real rounds through the seamless ' +
      'wallet so the winner board has something to show (the site marks their wins "demo"), and the demo agent ' +
      '(`demo_agent`) gets its downline; `false` skips both.',
    unset: '`true` (off with `NODE_ENV=production`)',
    production: '`true` refuses the start',
  }),
});

/** DATA_DIR, WEB_DIST_DIR, ADMIN_DIST_DIR and GEOIP_DIR are resolved against `cwd`. */
export function serverConfig(e: z.output<typeof serverEnv.schema>, cwd: string) {
  const production = e.NODE_ENV === 'production';
  return {
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    publicOrigin: e.PUBLIC_ORIGIN.replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    dataDir: resolve(cwd, e.DATA_DIR),
    webDistDir: e.WEB_DIST_DIR ? resolve(cwd, e.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    adminDistDir: e.ADMIN_DIST_DIR ? resolve(cwd, e.ADMIN_DIST_DIR) : DEFAULT_ADMIN_DIST_DIR,
    geoipDir: e.GEOIP_DIR ? resolve(cwd, e.GEOIP_DIR) : defaultGeoipDir(),
    merchantCode: e.MERCHANT_CODE,
    /** Seeded only when the merchant has no profile yet: an operator's switch survives restarts. */
    merchantJurisdiction: e.MERCHANT_JURISDICTION ?? 'NONE',
    /** Unset means: generate one into DATA_DIR/operator-token (see operator-token.ts). */
    operatorToken: e.OPERATOR_TOKEN,
    /** NODE_ENV=production: no demo members, activity or promotion money is seeded (production-mode.ts). */
    production,
    demoActivity: !production && (e.DEMO_ACTIVITY ?? 'true') === 'true',
  };
}
