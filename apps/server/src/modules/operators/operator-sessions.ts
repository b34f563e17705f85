import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { credentialHash, newCredential } from './operator-secrets.js';
import * as repository from './operators.repository.js';

/** An operator's session ends after 30 minutes without a request (issue 29; PCI DSS 8.2.8 asks 15 for card data). */
export const OPERATOR_IDLE_MS = 30 * 60 * 1000;
/** The step between the password and the code. */
export const TICKET_MS = 5 * 60 * 1000;
/** last_seen_at is written at most this often: a request a second must not be a write a second. */
const TOUCH_EVERY_MS = 30 * 1000;

export interface Caller {
  ip: string;
  userAgent: string | undefined;
}

export async function openSession(
  deps: ServiceDeps,
  operator: Pick<repository.OperatorRow, 'id' | 'merchantId'>,
  stage: 'ticket' | 'full',
  caller: Caller,
): Promise<string> {
  const token = newCredential(stage === 'ticket' ? 'opt_' : 'ops_');
  const now = new Date(deps.clock());
  await repository.insertSession(deps.db, {
    tokenHash: credentialHash(token),
    operatorId: operator.id,
    merchantId: operator.merchantId,
    stage,
    createdAt: now,
    lastSeenAt: now,
    ip: caller.ip,
    userAgent: caller.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/**
 * The live session of a token, of this merchant and stage; an idle one is revoked on the spot. A ticket lives five
 * minutes from its creation, a full session 30 minutes from its last request.
 */
export async function liveSession(
  deps: ServiceDeps,
  token: string,
  merchantId: number,
  stage: 'ticket' | 'full',
): Promise<repository.OperatorSessionRow> {
  const hash = credentialHash(token);
  const session = await repository.findSession(deps.db, hash);
  const expired = stage === 'ticket' ? 'operator.ticket.invalid' : 'operator.session.expired';
  if (!session || session.revokedAt || session.merchantId !== merchantId || session.stage !== stage) throw new AppError(expired);
  const now = deps.clock();
  const age = now - (stage === 'ticket' ? session.createdAt : session.lastSeenAt).getTime();
  if (age > (stage === 'ticket' ? TICKET_MS : OPERATOR_IDLE_MS)) {
    await repository.revokeSession(deps.db, hash, new Date(now), stage === 'ticket' ? 'ticket expired' : 'idle');
    throw new AppError(expired);
  }
  if (stage === 'full' && now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repository.touchSession(deps.db, hash, new Date(now));
  return session;
}

export async function endSession(deps: ServiceDeps, token: string, reason: string): Promise<void> {
  await repository.revokeSession(deps.db, credentialHash(token), new Date(deps.clock()), reason);
}

export async function endOperatorSessions(deps: ServiceDeps, operatorId: number, reason: string, keepToken?: string): Promise<void> {
  await repository.revokeOperatorSessions(deps.db, operatorId, new Date(deps.clock()), reason, keepToken && credentialHash(keepToken));
}
