import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { envSection, envVariable } from '@app/contract/env';
import { refusal } from '../../config-error.js';

const WITH_HTTP = 'required with `PIX_PROVIDER=http`';
const optionalUrl = (text: string, more: { production?: string; unset?: string } = {}) =>
  envVariable(z.string().url().optional(), { text, ...more });

export const pixEnv = envSection('PIX payments', import.meta.url, {
  PIX_PROVIDER: envVariable(z.enum(['sandbox', 'http']).optional(), {
    text:
      '`sandbox`: the embedded PSP (charges, payouts, signed webhooks; operator calls ' +
      '`POST /wps/operator/sandbox/pix/:txid/pay` and `/expire`; its API Pix over HTTP under `/sandbox/pix/v2`); chosen ' +
      'by name it logs a warning at every start. `http`: a real PSP: charges by the Banco Central API Pix, payouts by ' +
      'Efí\'s "Pix Envio" ([payments](decisions/payments.md#payouts-efí-pix-envio)).',
    unset: '`sandbox`',
    production: 'must be chosen (`http`, or `sandbox` by name)',
  }),
  PIX_API_URL: optionalUrl("The PSP's API Pix base URL, `…/v2` (Efí: `https://pix.api.efipay.com.br/v2`).", { production: WITH_HTTP }),
  PIX_OAUTH_URL: optionalUrl("The PSP's OAuth2 token endpoint (Efí: `https://pix.api.efipay.com.br/oauth/token`).", {
    unset: '`<PIX_API_URL>/oauth/token`',
  }),
  PIX_CLIENT_ID: envVariable(z.string().optional(), {
    text: "The PSP's OAuth2 client id (Efí: scopes `cob.write`, `cob.read`, `pix.send`, `gn.pix.send.read`).",
    production: WITH_HTTP,
  }),
  PIX_CLIENT_SECRET: envVariable(z.string().optional(), { text: "The PSP's OAuth2 client secret.", production: WITH_HTTP }),
  PIX_KEY: envVariable(z.string().max(77).optional(), {
    text: 'Our PIX key, sent as `chave` of every charge and as the payer key (`pagador.chave`) of every payout.',
    unset: '`pix@demo-bet.example`',
    production: WITH_HTTP,
  }),
  PIX_CLIENT_CERT: envVariable(z.string().optional(), {
    text:
      'PEM file of the client certificate the PSP issued, for mutual TLS (real PSPs require it); goes with ' +
      '`PIX_CLIENT_KEY`, one without the other refuses the start.',
  }),
  PIX_CLIENT_KEY: envVariable(z.string().optional(), { text: "PEM file of that certificate's private key." }),
  PIX_CA: envVariable(z.string().optional(), {
    text: "PEM file of the CA of the PSP's server certificate, when it is not from a public CA.",
  }),
  PIX_WEBHOOK_SECRET: envVariable(z.string().min(16, 'must be at least 16 characters').optional(), {
    text: "HMAC-SHA256 secret of the PSP's webhook signature (header `x-pix-signature`, hex of the raw body).",
    unset: 'sandbox only: derived from the operator token',
    production: WITH_HTTP,
  }),
  PIX_WEBHOOK_URL: optionalUrl('Where the sandbox posts its webhooks when the server listens (it appends `/pix`, as API Pix PSPs do).', {
    unset: '`http://127.0.0.1:<PORT>/wps/payments/pix/webhook`',
  }),
  PIX_SANDBOX_FAIL_KEYS: envVariable(z.string().optional(), {
    text:
      'Comma list of PIX keys whose payouts the sandbox ends `NAO_REALIZADO`, and of payer CPFs whose accounts refuse ' +
      'the return of a deposit (`NAO_REALIZADO` devolução): to exercise the failure paths.',
  }),
  PIX_MERCHANT_NAME: envVariable(z.string().max(25).default('DEMO BET'), { text: "Merchant name written into the sandbox's BR Codes." }),
  PIX_MERCHANT_CITY: envVariable(z.string().max(15).default('SAO PAULO'), { text: "Merchant city written into the sandbox's BR Codes." }),
  PIX_CHARGE_EXPIRY_SECONDS: envVariable(z.coerce.number().int().min(60).max(86_400).default(900), {
    text: "Lifetime of a deposit's PIX charge.",
  }),
  PIX_RECONCILE_INTERVAL_MS: envVariable(z.coerce.number().int().min(0).default(5_000), {
    text:
      'How often pending deposits are re-read at the PSP and stuck payouts re-driven (one server process does it each time); ' +
      '`0` turns the job off.',
  }),
});

type PixEnv = z.output<typeof pixEnv.schema> & { PORT: number };

function pixTls(certFile: string, keyFile: string, caFile: string | undefined) {
  const read = (name: string, file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      throw refusal([`${name}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`]);
    }
  };
  return { cert: read('PIX_CLIENT_CERT', certFile), key: read('PIX_CLIENT_KEY', keyFile), ...(caFile && { ca: read('PIX_CA', caFile) }) };
}

function refuseIncompletePix(e: PixEnv): void {
  const missing = (['PIX_API_URL', 'PIX_CLIENT_ID', 'PIX_CLIENT_SECRET', 'PIX_KEY', 'PIX_WEBHOOK_SECRET'] as const).filter((k) => !e[k]);
  if (e.PIX_PROVIDER === 'http' && missing.length) throw refusal([`PIX_PROVIDER=http needs ${missing.join(', ')}`]);
  if (Boolean(e.PIX_CLIENT_CERT) !== Boolean(e.PIX_CLIENT_KEY)) throw refusal(['PIX_CLIENT_CERT and PIX_CLIENT_KEY go together']);
}

/** The webhook URL defaults to this server's own port. */
function pixSettings(e: PixEnv) {
  refuseIncompletePix(e);
  return {
    provider: e.PIX_PROVIDER ?? 'sandbox',
    /** http only: base URL of the PSP's API Pix (…/v2), its OAuth2 client and our receiving key. */
    apiUrl: e.PIX_API_URL?.replace(/\/+$/, ''),
    /** http only: the token endpoint; unset means <apiUrl>/oauth/token. */
    oauthUrl: e.PIX_OAUTH_URL,
    clientId: e.PIX_CLIENT_ID,
    clientSecret: e.PIX_CLIENT_SECRET,
    /** http only: mutual TLS material (PEM texts read from the files named by PIX_CLIENT_CERT, PIX_CLIENT_KEY, PIX_CA). */
    tls: e.PIX_CLIENT_CERT && e.PIX_CLIENT_KEY ? pixTls(e.PIX_CLIENT_CERT, e.PIX_CLIENT_KEY, e.PIX_CA) : undefined,
    pixKey: e.PIX_KEY ?? 'pix@demo-bet.example',
    webhookSecret: e.PIX_WEBHOOK_SECRET,
    /** Where the sandbox posts its webhooks when the server listens (it appends /pix, as API Pix PSPs do). */
    webhookUrl: (e.PIX_WEBHOOK_URL ?? `http://127.0.0.1:${e.PORT}/wps/payments/pix/webhook`).replace(/\/+$/, ''),
    sandboxFailKeys: (e.PIX_SANDBOX_FAIL_KEYS ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    merchantName: e.PIX_MERCHANT_NAME,
    merchantCity: e.PIX_MERCHANT_CITY,
    chargeExpirySeconds: e.PIX_CHARGE_EXPIRY_SECONDS,
    reconcileIntervalMs: e.PIX_RECONCILE_INTERVAL_MS,
  };
}

export const pixConfig = (e: PixEnv) => ({ pix: pixSettings(e) });
