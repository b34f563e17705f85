import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { SubmissionRefused, type Delivery, type RegulatorSubmitter } from './regulator-submitter.js';
import { regulatorSandboxReceipts } from './regulator.tables.js';

/** The embedded stand-in (REGULATOR_SUBMISSION=sandbox); `failDays` is open so that tests can make it fail and recover. */
export interface SandboxSubmitter extends RegulatorSubmitter {
  failDays: Set<string>;
}

/**
 * Behaves as the real service is expected to: reads every file, refuses one whose bytes do not match the manifest,
 * and refuses the days it is told to (REGULATOR_SANDBOX_FAIL_DAYS), then records what it accepted.
 */
export function sandboxSubmitter(deps: { db: Db; clock: Clock }, failDays: string[]) {
  const submitter: SandboxSubmitter = {
    name: 'sandbox',
    sends: true,
    failDays: new Set(failDays),
    async submit(delivery: Delivery) {
      if (submitter.failDays.has(delivery.day))
        throw new SubmissionRefused(`sandbox refuses ${delivery.day} (REGULATOR_SANDBOX_FAIL_DAYS)`);
      const manifestSha256 = createHash('sha256').update(delivery.manifest).digest('hex');
      if (manifestSha256 !== delivery.manifestSha256) throw new SubmissionRefused('manifest checksum mismatch');
      const received = [];
      for (const file of delivery.files) {
        const hash = createHash('sha256');
        let bytes = 0;
        for await (const chunk of await file.open()) {
          hash.update(chunk as Buffer);
          bytes += (chunk as Buffer).length;
        }
        const sha256 = hash.digest('hex');
        if (sha256 !== file.sha256 || bytes !== file.bytes) throw new SubmissionRefused(`${file.name}: checksum mismatch`);
        received.push({ name: file.name, bytes, sha256 });
      }
      const [row] = await deps.db
        .insert(regulatorSandboxReceipts)
        .values({
          merchantId: delivery.merchantId,
          day: delivery.day,
          manifestSha256,
          files: received,
          receivedAt: new Date(deps.clock()),
        })
        .returning({ id: regulatorSandboxReceipts.id });
      return { receipt: `sandbox-${row!.id}` };
    },
  };
  return submitter;
}
