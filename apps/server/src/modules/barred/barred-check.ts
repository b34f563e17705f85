import type { BarredAdapter, BarredCategory } from '@app/contract';

/** What the check says of one CPF: not on the list, or on it with the reason the regulator gives. */
export type BarredVerdict = { barred: false } | { barred: true; category: BarredCategory };

/** At most this many CPFs in one call: the sweep sends its pages in batches of this size. */
export const CHECK_BATCH_MAX = 100;

/**
 * The regulator's barred-persons check (SIGAP's "Módulo de Impedidos"), named by BARRED_PERSONS_CHECK. `check`
 * answers a verdict for every CPF asked (11 digits each), or throws BarredCheckOutage: a timeout, a 5xx, an answer
 * that does not parse or leaves a CPF out. The merchant rides along because the regulator's credentials are the
 * licensed operator's.
 */
export interface BarredPersonsCheck {
  name: BarredAdapter;
  check(request: { merchantId: number; cpfs: readonly string[] }): Promise<Map<string, BarredVerdict>>;
}

export type OutageReason = 'timeout' | 'unavailable' | 'network' | 'refused' | 'bad_answer' | 'sandbox_failing';

/** The check could not be answered. The message never carries a CPF: it is logged and shown to operators. */
export class BarredCheckOutage extends Error {
  constructor(
    readonly reason: OutageReason,
    detail: string,
  ) {
    super(`barred-persons check unavailable (${reason}): ${detail}`);
    this.name = 'BarredCheckOutage';
  }
}
