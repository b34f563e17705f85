import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../../infra/file-store/file-store.js';
import type { ServiceDeps } from '../../infra/deps.js';
import type { CpfRegistry } from './cpf-registry.js';
import type { LivenessCheck } from './liveness-check.js';

/** What the identity verification's services share: the two outside parts, where files go, a log without personal data. */
export interface KycDeps extends ServiceDeps {
  registry: CpfRegistry;
  liveness: LivenessCheck;
  store: FileStore;
  log: FastifyBaseLogger;
}

export type { MemberKey } from './kyc.repository.js';
