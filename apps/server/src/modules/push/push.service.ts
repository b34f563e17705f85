import type { Language, PushSubscriptionInput } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { BackgroundTasks } from '../../infra/background.js';
import { pushMessageOf, type MemberNotice, type NotifyMember } from './push-messages.js';
import type { PushSender } from './push-sender.js';
import type { VapidKeys } from './push.config.js';
import * as repo from './push.repository.js';

export interface PushDeps {
  db: Db;
  keys: () => Promise<VapidKeys>;
  send: PushSender;
  serviceHosts: readonly string[];
  /** Waits before each retry of a delivery the push service may take later (429, 5xx, network); its length bounds them. */
  retryDelaysMs: readonly number[];
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  sleep?: (ms: number) => Promise<void>;
}

export interface PushMember {
  merchantId: number;
  memberId: number;
}

export const publicKey = async (deps: PushDeps) => ({ publicKey: (await deps.keys()).publicKey });

/** The server posts to the endpoint: only a push service it trusts, never an address a caller made up. */
function isKnownService(deps: PushDeps, endpoint: string): boolean {
  const host = new URL(endpoint).hostname.toLowerCase();
  return deps.serviceHosts.some((known) => host === known || host.endsWith(`.${known}`));
}

/** Browsers (phones, computers) one member may have subscribed at once; the oldest goes when an eleventh comes. */
export const MAX_BROWSERS_PER_MEMBER = 10;

export async function subscribe(deps: PushDeps, member: PushMember, input: PushSubscriptionInput, language: Language) {
  if (!isKnownService(deps, input.endpoint)) throw new AppError('push.endpoint.refused');
  await repo.upsertSubscription(deps.db, { ...member, endpoint: input.endpoint, ...input.keys, language }, MAX_BROWSERS_PER_MEMBER);
  return { subscribed: true };
}

/** Only the member's own endpoint goes; another member's stays, and the answer does not say it exists. */
export async function unsubscribe(deps: PushDeps, member: PushMember, endpoint: string) {
  await repo.deleteMemberSubscription(deps.db, { ...member, endpoint });
  return { subscribed: false };
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function deliverTo(deps: PushDeps, sub: Awaited<ReturnType<typeof repo.memberSubscriptions>>[number], notice: MemberNotice) {
  const message = pushMessageOf(notice, sub.language);
  const sleep = deps.sleep ?? realSleep;
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await deps.send(sub, message);
    if (outcome.kind === 'sent') return repo.recordResult(deps.db, sub.id, null);
    if (outcome.kind === 'gone') return repo.deleteById(deps.db, sub.id);
    const delay = deps.retryDelaysMs[attempt];
    if (outcome.kind === 'refused' || delay === undefined) {
      deps.log.warn({ subscriptionId: sub.id, kind: notice.kind, error: outcome.error, attempts: attempt + 1 }, 'web push not delivered');
      return repo.recordResult(deps.db, sub.id, outcome.error);
    }
    await sleep(delay);
  }
}

/** Every browser of the member, each on its own: one that fails does not keep the others from hearing. */
async function deliver(deps: PushDeps, notice: MemberNotice): Promise<void> {
  const subs = await repo.memberSubscriptions(deps.db, notice);
  await Promise.all(subs.map((sub) => deliverTo(deps, sub, notice)));
}

/**
 * The hook the money modules call after their transaction committed: the delivery runs in the background, so a slow
 * or failing push service never delays nor fails the operation that moved the money.
 */
export function createNotifier(deps: PushDeps): NotifyMember {
  return (notice) => deps.background.run(deps.log, `push:${notice.kind}`, () => deliver(deps, notice));
}
