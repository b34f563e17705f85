import type { OperatorActor } from '../../http/operator-scope.js';
import { AppError } from '../../http/app-error.js';

/** Who asks or decides, as the money services need it (request.operatorActor without its role). */
export type MoneyActor = Pick<OperatorActor, 'kind' | 'id' | 'name'>;

/**
 * How an actor is stored as requester or approver. Only an operator's id is kept: an API key's id numbers another
 * table, and comparing it with an operator's id could refuse (or allow) a second pair of eyes by coincidence.
 */
export function actorRef(actor: MoneyActor): { id: number | null; name: string } {
  if (actor.kind === 'operator') return { id: actor.id, name: actor.name ?? `operator ${actor.id}` };
  return { id: null, name: actor.name ? `${actor.kind}:${actor.name}` : actor.kind };
}

/**
 * The second pair of eyes: a signed-in operator (an API key or the installation's CLI token is a machine, not a
 * person), other than the operator who asked (`firstId`: null when a machine asked, any operator may then decide).
 */
export function requireSecondEyes(actor: MoneyActor, firstId: number | null): number {
  if (actor.kind !== 'operator' || actor.id === null) throw new AppError('four.eyes.operator.required');
  if (firstId !== null && firstId === actor.id) throw new AppError('four.eyes.same.operator');
  return actor.id;
}
