import { resolve } from 'node:path';
import { z } from 'zod';
import { envSection, envVariable } from '@app/contract/env';
import { refusal } from '../../config-error.js';

const WITH_ENV_KEYS = 'required with `PUSH_VAPID_KEYS=env`';
/** The push services of Chrome, Edge and Opera (FCM), Firefox (Mozilla), Windows (WNS) and Safari (Apple). */
const KNOWN_PUSH_SERVICES = 'fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com';

export const pushEnv = envSection('Web push', import.meta.url, {
  PUSH_VAPID_KEYS: envVariable(z.enum(['env', 'data-folder']).optional(), {
    text:
      'Where the VAPID key pair that signs web push notifications comes from. `env`: `PUSH_VAPID_PUBLIC_KEY` and ' +
      '`PUSH_VAPID_PRIVATE_KEY`, the same on every server process; `data-folder`: generated once into ' +
      '`DATA_DIR/vapid-keys.json` (mode 0600), right for one machine. Browsers subscribe to one public key: a new pair ' +
      'ends every subscription. Chosen by name, `data-folder` logs a warning at every start.',
    unset: '`env` when `PUSH_VAPID_PUBLIC_KEY` is set, else `data-folder`',
    production: 'must be chosen (`env`, or `data-folder` by name)',
  }),
  PUSH_VAPID_PUBLIC_KEY: envVariable(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key in base64url (87 characters)')
      .optional(),
    { text: 'The public VAPID key (`npx web-push generate-vapid-keys`).', allowed: 'base64url, 87 characters', production: WITH_ENV_KEYS },
  ),
  PUSH_VAPID_PRIVATE_KEY: envVariable(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
      .optional(),
    { text: 'Its private key; never logged.', allowed: 'base64url, 43 characters', production: WITH_ENV_KEYS },
  ),
  PUSH_VAPID_SUBJECT: envVariable(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// URL')
      .default('mailto:push@demo-bet.example'),
    { text: 'How a push service reaches the operator about its notifications (sent in every VAPID signature).' },
  ),
  PUSH_SERVICE_HOSTS: envVariable(z.string().default(KNOWN_PUSH_SERVICES), {
    text:
      'Comma list of the push services a subscription may point at (a host, or a domain whose sub-domains count too). ' +
      "The server posts to a subscription's endpoint, so any other address is refused rather than called.",
  }),
});

type PushEnv = z.output<typeof pushEnv.schema> & { DATA_DIR: string };

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushSettings {
  /** The configured pair, or where a generated one is kept. */
  keys: { kind: 'env'; pair: VapidKeys } | { kind: 'data-folder'; file: string };
  subject: string;
  /** Lower case; a subscription's host must equal one or end with `.` and one. */
  serviceHosts: string[];
  /** Waits before each retry of a delivery the push service may take later; two retries, then the notice is dropped. */
  retryDelaysMs: number[];
}

/** Outside production a missing PUSH_VAPID_KEYS means: the configured keys when given, else the data folder. */
export function pushConfig(e: PushEnv, cwd: string): { push: PushSettings } {
  const kind = e.PUSH_VAPID_KEYS ?? (e.PUSH_VAPID_PUBLIC_KEY ? 'env' : 'data-folder');
  const serviceHosts = e.PUSH_SERVICE_HOSTS.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const common = { subject: e.PUSH_VAPID_SUBJECT, serviceHosts, retryDelaysMs: [2_000, 15_000] };
  if (kind === 'data-folder') return { push: { keys: { kind, file: resolve(cwd, e.DATA_DIR, 'vapid-keys.json') }, ...common } };
  const missing = (['PUSH_VAPID_PUBLIC_KEY', 'PUSH_VAPID_PRIVATE_KEY'] as const).filter((name) => !e[name]);
  if (missing.length) throw refusal(missing.map((name) => `${name}: ${WITH_ENV_KEYS}`));
  return { push: { keys: { kind, pair: { publicKey: e.PUSH_VAPID_PUBLIC_KEY!, privateKey: e.PUSH_VAPID_PRIVATE_KEY! } }, ...common } };
}
