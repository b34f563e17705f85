import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { createBackgroundTasks, type BackgroundTasks } from '../../infra/background.js';
import type { PushSettings } from './push.config.js';
import { webPushSender, type PushSender } from './push-sender.js';
import { createNotifier, type PushDeps } from './push.service.js';
import { lazyVapidKeys } from './vapid-keys.js';

interface PushParts {
  db: Db;
  config: PushSettings;
  log: FastifyBaseLogger;
  sender?: PushSender | undefined;
  background?: BackgroundTasks | undefined;
}

/** The push service's dependencies and the notifier the money modules are given; built once in app.ts. */
export function createPushDeps(parts: PushParts): { deps: PushDeps; notify: ReturnType<typeof createNotifier> } {
  const keys = lazyVapidKeys(parts.config.keys);
  const deps: PushDeps = {
    db: parts.db,
    keys,
    send: parts.sender ?? webPushSender({ keys, subject: parts.config.subject }),
    serviceHosts: parts.config.serviceHosts,
    retryDelaysMs: parts.config.retryDelaysMs,
    background: parts.background ?? createBackgroundTasks(),
    log: parts.log,
  };
  return { deps, notify: createNotifier(deps) };
}
