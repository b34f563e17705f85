import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { localFileStore } from '../../infra/file-store/local-file-store.js';
import type { CpfRegistry } from './cpf-registry.js';
import { serproCpfRegistry } from './cpf-registry-http.js';
import { sandboxCpfRegistry } from './cpf-registry-sandbox.js';
import type { KycDeps } from './kyc.deps.js';
import * as repo from './kyc.repository.js';
import { kycOperatorRoutes } from './kyc-operator.routes.js';
import { kycRoutes } from './kyc.routes.js';
import { seedDemoRecords } from './kyc-sandbox.service.js';
import { kycSandboxRoutes } from './kyc-sandbox.routes.js';
import type { LivenessCheck } from './liveness-check.js';
import { httpLiveness } from './liveness-http.js';
import { sandboxLiveness } from './liveness-sandbox.js';

export interface KycModuleOptions extends ServiceDeps {
  config: Pick<AppConfig, 'kyc' | 'publicOrigin'>;
  operator: OperatorRoutes;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The adapters in use (tests look at them) and the demo's sandbox records (the start adds them outside production). */
    kyc: { registry: CpfRegistry; liveness: LivenessCheck; seedDemo: (merchantId: number) => Promise<void> };
  }
}

function registryOf(base: ServiceDeps, settings: AppConfig['kyc']['registry']): CpfRegistry {
  if (settings.kind === 'http') return serproCpfRegistry(settings);
  return sandboxCpfRegistry(base, (merchantId, cpf) => repo.registeredIdentity(base.db, merchantId, cpf));
}

function livenessOf(base: ServiceDeps, settings: AppConfig['kyc']['liveness'], publicOrigin: string): LivenessCheck {
  if (settings.kind === 'http') return httpLiveness({ ...settings, returnUrl: `${publicOrigin}/m/verifyIdentity` });
  return sandboxLiveness(base, settings.minScore);
}

/**
 * Identity verification (issue 30 item 5): the CPF register and the liveness check (each an embedded sandbox or a
 * real provider, KYC_CPF_REGISTRY and KYC_LIVENESS), the files players send, the player's steps and the back office's
 * review. A verified identity opens deposits and play through the protection module, which enforces it.
 */
export const kycModule = fp<KycModuleOptions>(
  async (app, { config, operator, ...base }) => {
    const deps: KycDeps = {
      ...base,
      registry: registryOf(base, config.kyc.registry),
      liveness: livenessOf(base, config.kyc.liveness, config.publicOrigin),
      store: localFileStore(config.kyc.filesDir),
      log: app.log,
    };
    await app.register(kycRoutes, deps);
    operator.add(kycOperatorRoutes, deps);
    operator.add(kycSandboxRoutes, deps);
    app.decorate('kyc', {
      registry: deps.registry,
      liveness: deps.liveness,
      seedDemo: (merchantId: number) => seedDemoRecords(deps, merchantId),
    });
  },
  { name: 'kyc' },
);
