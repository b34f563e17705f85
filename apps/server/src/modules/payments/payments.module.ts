import { createHmac } from 'node:crypto';
import { API } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import type { ServiceDeps } from '../../infra/deps.js';
import type { JobScheduler } from '../../infra/jobs/job-queue.js';
import { verifyPaymentPassword } from '../auth/auth.service.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { SANDBOX_API_PREFIX } from '../pix-sandbox/pix-sandbox-api.routes.js';
import { pixSandboxModule } from '../pix-sandbox/pix-sandbox.module.js';
import { createSandboxPsp, type SandboxPsp } from '../pix-sandbox/pix-sandbox.service.js';
import type { WebhookDeliver } from '../pix-sandbox/webhook-sender.js';
import { efiEnvioOverHttp } from './efi-envio-http.js';
import { efiPayoutProvider } from './efi-payout-provider.js';
import { startPaymentJobs } from './payments.jobs.js';
import type { PaymentsDeps } from './payments.deps.js';
import { paymentsOperatorRoutes } from './payments-operator.routes.js';
import { paymentsRoutes } from './payments.routes.js';
import { pixChargesOver } from './pix-http-adapter.js';
import { pixWebhookRoutes } from './pix-webhook.routes.js';
import { withdrawalsBackofficeRoutes } from './withdrawals-backoffice.routes.js';
import { createPspHttpClient } from './psp-http-client.js';

type PaymentsConfig = Pick<AppConfig, 'pix' | 'publicOrigin' | 'operatorToken' | 'approvals'>;

export interface PaymentsModuleOptions extends ServiceDeps {
  ledger: Ledger;
  config: PaymentsConfig;
  /** Replaces how the sandbox's webhooks travel (tests capture or drop them). */
  pixWebhookDeliver?: WebhookDeliver | undefined;
  onDepositCredited?: PaymentsDeps['onDepositCredited'];
  notify?: PaymentsDeps['notify'];
  operator: OperatorRoutes;
  jobs: JobScheduler;
}

/** Secrets the sandbox shares with us when none is configured: derived from the operator token, so every process agrees. */
export const derivedSecret = (operatorToken: string, purpose: string) =>
  createHmac('sha256', operatorToken).update(purpose).digest('base64url');

export const sandboxClientSecret = (config: Pick<AppConfig, 'operatorToken'>) => derivedSecret(config.operatorToken, 'pix-sandbox-client');

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

/** Over real HTTP when this server listens (as a PSP would call it), else through inject() (tests, CLI). */
function webhookOverHttp(app: FastifyInstance, webhookUrl: string): WebhookDeliver {
  return async (rawBody, headers) => {
    const res = app.server.listening
      ? await fetch(`${webhookUrl}/pix`, { method: 'POST', headers, body: rawBody, signal: AbortSignal.timeout(10_000) }).then(
          (r) => r.status,
        )
      : (await app.inject({ method: 'POST', url: `${API.pixWebhook}/pix`, headers, payload: rawBody })).statusCode;
    if (res >= 300) throw new Error(`PIX webhook answered ${res}`);
  };
}

/** The embedded PSP (PIX_PROVIDER=sandbox), signing its webhooks with our webhook secret. */
function sandboxPsp(app: FastifyInstance, options: PaymentsModuleOptions, webhookSecret: string): SandboxPsp {
  const { pix, publicOrigin } = options.config;
  return createSandboxPsp({
    db: options.db,
    clock: options.clock,
    pixKey: pix.pixKey,
    merchantName: pix.merchantName,
    merchantCity: pix.merchantCity,
    locationBase: `${new URL(publicOrigin).host}${SANDBOX_API_PREFIX}/loc`,
    failKeys: new Set(pix.sandboxFailKeys),
    webhookSecret,
    deliver: options.pixWebhookDeliver ?? webhookOverHttp(app, pix.webhookUrl),
    onDeliveryError: (error) => app.log.warn({ err: error }, 'sandbox PIX webhook delivery failed'),
  });
}

function paymentsDeps(app: FastifyInstance, options: PaymentsModuleOptions, sandbox: SandboxPsp | undefined): PaymentsDeps {
  const { db, ledger, clock, config } = options;
  const { pix, envio } = sandbox ? { pix: sandbox.provider, envio: sandbox.envio } : httpPsp(config.pix);
  return {
    db,
    readDb: options.readDb,
    ledger,
    clock,
    pix,
    // The payer key is our receiving key: Efí debits the account that owns it.
    payouts: efiPayoutProvider(envio, config.pix.pixKey),
    keyDirectory: sandbox?.dict.directory,
    pixKey: config.pix.pixKey,
    chargeExpirySeconds: config.pix.chargeExpirySeconds,
    withdrawalApprovalAbove: config.approvals.withdrawalAbove,
    verifyPaymentPassword: (memberId, password) => verifyPaymentPassword({ db, clock }, memberId, password),
    log: app.log,
    ...(options.onDepositCredited && { onDepositCredited: options.onDepositCredited }),
    ...(options.notify && { notify: options.notify }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests and the CLI drive these directly instead of waiting for the timers. */
    payments: { sandbox: SandboxPsp | undefined; reconcile: () => Promise<number>; redrive: () => Promise<number> };
  }
}

/**
 * Deposits, withdrawals and the PIX provider: the embedded sandbox PSP by default (its own module, registered here),
 * a real PSP over HTTP with PIX_PROVIDER=http. Charges speak the Banco Central API Pix; payouts speak Efí's
 * "Pix Envio" (the only payout adapter so far; payout-provider.ts is what another PSP would implement).
 */
export const paymentsModule = fp<PaymentsModuleOptions>(
  async (app, options) => {
    const { config, operator } = options;
    const webhookSecret = config.pix.webhookSecret ?? derivedSecret(config.operatorToken, 'pix-webhook');
    const sandbox = config.pix.provider === 'sandbox' ? sandboxPsp(app, options, webhookSecret) : undefined;
    // Registered first, so its webhook timers stop after the payment jobs (onClose hooks run last added first).
    if (sandbox) await app.register(pixSandboxModule, { sandbox, clientSecret: sandboxClientSecret(config), operator });
    const deps = paymentsDeps(app, options, sandbox);
    await app.register(paymentsRoutes, deps);
    await app.register(pixWebhookRoutes, { ...deps, webhookSecret });
    operator.add(paymentsOperatorRoutes, deps);
    operator.add(withdrawalsBackofficeRoutes, deps);
    const jobs = startPaymentJobs(deps, config.pix.reconcileIntervalMs, options.jobs);
    app.decorate('payments', { sandbox, reconcile: jobs.reconcile, redrive: jobs.redrive });
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'payments' },
);
