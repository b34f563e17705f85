import { readAll } from '../../infra/file-store/file-store.js';
import type { RegulatorDeps, RegulatorMerchant } from './regulator.deps.js';
import { newToken } from './regulator-runs.js';
import type { Delivery } from './regulator-submitter.js';
import * as repository from './regulator.repository.js';
import type { FileSetRow } from './regulator.repository.js';

const DELIVERY_LEASE_MS = 10 * 60_000;
/** The job delivers a day by itself at most this many times; after that an operator resends. */
export const MAX_AUTO_DELIVERIES = 5;
/** After a failed delivery the job waits 30 minutes per attempt so far. */
const retryDelayMs = (attempts: number) => (attempts + 1) * 30 * 60_000;

async function deliveryOf(deps: RegulatorDeps, merchant: RegulatorMerchant, set: FileSetRow): Promise<Delivery> {
  const manifest = set.manifest!;
  const body = await readAll(deps.store, manifest.manifestKey);
  if (!body) throw new Error(`manifest of ${set.day} is missing from the file store`);
  return {
    merchantId: merchant.id,
    merchantCode: merchant.code,
    day: set.day,
    manifest: body,
    manifestSha256: set.manifestSha256!,
    files: manifest.files.map((file) => ({
      name: file.name,
      bytes: file.bytes,
      sha256: file.sha256,
      open: async () => {
        const stream = await deps.store.get(file.key);
        if (!stream) throw new Error(`${file.name} of ${set.day} is missing from the file store`);
        return stream;
      },
    })),
  };
}

/**
 * Sends a generated day to the regulator and records the answer. `by` is the operator who resends; undefined is
 * the job, which only takes a day that is due. Answers 'busy' when another process holds the day.
 */
export async function deliverDay(
  deps: RegulatorDeps,
  merchant: RegulatorMerchant,
  day: string,
  by?: string,
): Promise<'accepted' | 'failed' | 'busy'> {
  const now = deps.clock();
  const token = newToken();
  const claim = { merchantId: merchant.id, day, token, now: new Date(now), leaseUntil: new Date(now + DELIVERY_LEASE_MS) };
  const set = await repository.claimDelivery(deps.db, claim, by === undefined ? { maxAttempts: MAX_AUTO_DELIVERIES } : undefined);
  if (!set) return 'busy';
  let outcome: { result: 'accepted' | 'failed'; receipt: string | null; error: string | null };
  try {
    const { receipt } = await deps.submitter.submit(await deliveryOf(deps, merchant, set));
    outcome = { result: 'accepted', receipt, error: null };
  } catch (error) {
    outcome = { result: 'failed', receipt: null, error: (error as Error).message.slice(0, 500) };
  }
  const at = deps.clock();
  await repository.finishDelivery(deps.db, set, token, {
    ...outcome,
    at: new Date(at),
    adapter: deps.submitter.name,
    requestedBy: by ?? 'job',
    manifestSha256: set.manifestSha256!,
    auto: by === undefined,
    retryAt: outcome.result === 'failed' ? new Date(at + retryDelayMs(set.autoDeliveries)) : null,
  });
  const log = { merchantId: merchant.id, day, adapter: deps.submitter.name, by: by ?? 'job', error: outcome.error };
  if (outcome.result === 'failed') deps.log.error(log, 'regulator files not delivered');
  else deps.log.info(log, 'regulator files delivered');
  return outcome.result;
}
