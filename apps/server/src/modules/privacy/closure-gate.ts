import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import type { MemberKey } from './privacy.deps.js';
import { liveClosure } from './privacy.repository.js';

/**
 * Why a disabled member may not sign in. Asking to close the account disables it (every path that checks the status
 * refuses it: logins, sessions, the seamless wallet's bets, password recovery); the login answers with the closure
 * rather than the generic "disabled", so the player knows why. Read only for a disabled member, never on the hot path.
 */
export async function disabledRefusal(deps: Pick<ServiceDeps, 'db'>, key: MemberKey): Promise<AppError> {
  const closure = await liveClosure(deps.db, key);
  if (!closure) return new AppError('login.member.disabled');
  return new AppError(closure.status === 'done' ? 'privacy.account.closed' : 'privacy.account.closing');
}
