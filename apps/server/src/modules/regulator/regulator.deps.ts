import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { BackgroundTasks } from '../../infra/background.js';
import type { Clock } from '../../infra/clock.js';
import type { FileStore } from '../../infra/file-store/file-store.js';
import type { RegulatorExporter } from './regulator-exporter.js';
import type { RegulatorSubmitter } from './regulator-submitter.js';

/** What the regulator files' services share: the files' store, the layout, the way to the regulator. */
export interface RegulatorDeps {
  db: Db;
  clock: Clock;
  store: FileStore;
  exporter: RegulatorExporter;
  submitter: RegulatorSubmitter;
  log: FastifyBaseLogger;
  /** Regenerations an operator asked for run after the answer; tests and shutdown wait on it. */
  background: BackgroundTasks;
}

export interface RegulatorMerchant {
  id: number;
  code: string;
}
