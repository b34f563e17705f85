import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import { mailOperatorRoutes } from './mail-operator.routes.js';

export interface MailModuleOptions {
  db: Db;
  operator: OperatorRoutes;
}

/** Mail has no player calls (the recovery module sends through its sender); the operator reads the outbox. */
export const mailModule = fp<MailModuleOptions>(
  async (_app, { db, operator }) => {
    operator.add(mailOperatorRoutes, { db });
  },
  { name: 'mail' },
);
