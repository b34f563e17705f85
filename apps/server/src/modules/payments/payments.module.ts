import { createHmac } from 'node:crypto';
import { API } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../app.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { verifyPaymentPassword } from '../auth/auth.service.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { pixSandboxApiRoutes, SANDBOX_API_PREFIX } from '../pix-sandbox/pix-sandbox-api.routes.js';
import { pixSandboxOperatorRoutes } from '../pix-sandbox/pix-sandbox.routes.js';
import { createSandboxPsp, type SandboxPsp } from '../pix-sandbox/pix-sandbox.service.js';
import type { WebhookDeliver } from '../pix-sandbox/webhook-sender.js';
import { startPaymentJobs } from './payments.jobs.js';
import type { PaymentsDeps } from './payments.deps.js';
import { paymentsOperatorRoutes } from './payments-operator.routes.js';
import { paymentsRoutes } from './payments.routes.js';
import { efiEnvioOverHttp } from './efi-envio-http.js';
import { efiPayoutProvider } from './efi-payout-provider.js';
import { pixChargesOver } from './pix-http-adapter.js';
import { createPspHttpClient } from './psp-http-client.js';
import { pixWebhookRoutes } from './pix-webhook.routes.js';

export interface PaymentsModuleOptions {
  config: AppConfig;
  money: { db: Db; ledger: Ledger; clock: Clock };
  /** Replaces how the sandbox's webhooks travel (tests capture or drop them). */
  pixWebhookDeliver?: WebhookDeliver;
  onDepositCredited?: PaymentsDeps['onDepositCredited'];
}

/** Secrets the sandbox shares with us when none is configured: derived from the operator token, so every process agrees. */
export const derivedSecret = (operatorToken: string, purpose: string) =>
  createHmac('sha256', operatorToken).update(purpose).digest('base64url');

export const sandboxClientSecret = (config: AppConfig) => derivedSecret(config.operatorToken, 'pix-sandbox-client');

/** PIX_PROVIDER=http: one client (one token, one mutual-TLS agent) for the charges and the payouts. */
function httpPsp(pix: AppConfig['pix']) {
  const client = createPspHttpClient({
    apiUrl: pix.apiUrl ?? '',
    oauthUrl: pix.oauthUrl,
    clientId: pix.clientId ?? '',
    clientSecret: pix.clientSecret ?? '',
    ...(pix.tls && { tls: pix.tls }),
  });
  return { pix: pixChargesOver(client), envio: efiEnvioOverHttp(client) };
}

/**
 * Wires deposits, withdrawals and the PIX provider: the embedded sandbox PSP
 * by default, a real PSP over HTTP with PIX_PROVIDER=http. Charges speak the
 * Banco Central API Pix; payouts speak Efí's "Pix Envio" (the only payout
 * adapter so far; payout-provider.ts is what another PSP would implement).
 */
export async function registerPayments(app: FastifyInstance, options: PaymentsModuleOptions): Promise<void> {
  const { config, money } = options;
  const pixConfig = config.pix;
  const webhookSecret = pixConfig.webhookSecret ?? derivedSecret(config.operatorToken, 'pix-webhook');
  // Over real HTTP when this server listens (as a PSP would call it), else through inject() (tests, CLI).
  const deliver: WebhookDeliver =
    options.pixWebhookDeliver ??
    (async (rawBody, headers) => {
      const res = app.server.listening
        ? await fetch(`${pixConfig.webhookUrl}/pix`, { method: 'POST', headers, body: rawBody, signal: AbortSignal.timeout(10_000) }).then(
            (r) => r.status,
          )
        : (await app.inject({ method: 'POST', url: `${API.pixWebhook}/pix`, headers, payload: rawBody })).statusCode;
      if (res >= 300) throw new Error(`PIX webhook answered ${res}`);
    });

  let sandbox: SandboxPsp | undefined;
  if (pixConfig.provider === 'sandbox') {
    sandbox = createSandboxPsp({
      db: money.db,
      clock: money.clock,
      pixKey: pixConfig.pixKey,
      merchantName: pixConfig.merchantName,
      merchantCity: pixConfig.merchantCity,
      locationBase: `${new URL(config.publicOrigin).host}${SANDBOX_API_PREFIX}/loc`,
      failKeys: new Set(pixConfig.sandboxFailKeys),
      webhookSecret,
      deliver,
      onDeliveryError: (error) => app.log.warn({ err: error }, 'sandbox PIX webhook delivery failed'),
    });
  }
  const { pix, envio } = sandbox ? { pix: sandbox.provider, envio: sandbox.envio } : httpPsp(pixConfig);
  // The payer key is our receiving key: Efí debits the account that owns it.
  const payouts = efiPayoutProvider(envio, pixConfig.pixKey);

  const deps: PaymentsDeps = {
    ...money,
    pix,
    payouts,
    pixKey: pixConfig.pixKey,
    chargeExpirySeconds: pixConfig.chargeExpirySeconds,
    verifyPaymentPassword: (memberId, password) => verifyPaymentPassword(money, memberId, password),
    log: app.log,
    ...(options.onDepositCredited && { onDepositCredited: options.onDepositCredited }),
  };
  await app.register(paymentsRoutes, deps);
  await app.register(pixWebhookRoutes, { ...deps, webhookSecret });
  await app.register(paymentsOperatorRoutes, { ...deps, operatorToken: config.operatorToken });
  if (sandbox) {
    await app.register(pixSandboxOperatorRoutes, { sandbox, operatorToken: config.operatorToken });
    await app.register(pixSandboxApiRoutes({ sandbox, clientId: 'sandbox', clientSecret: sandboxClientSecret(config) }));
  }
  const jobs = startPaymentJobs(deps, pixConfig.reconcileIntervalMs);
  app.decorate('payments', { sandbox, reconcile: jobs.reconcile, redrive: jobs.redrive });
  app.addHook('onClose', async () => {
    await jobs.stop();
    sandbox?.close();
    await sandbox?.idle();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests and the CLI drive these directly instead of waiting for the timers. */
    payments: { sandbox: SandboxPsp | undefined; reconcile: () => Promise<number>; redrive: () => Promise<number> };
  }
}
