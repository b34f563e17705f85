import { PixHttpError } from '../payments/psp-http-client.js';

/** Calls of the sandbox PSP that can be taken down, to exercise what a real PSP's outage does to us. */
export type SandboxCall = 'refund' | 'dict';

/**
 * Outages of the sandbox PSP, in this process only (tests and demos switch them): a call that is down answers 503,
 * as a PSP under maintenance does, and the caller must keep its work retryable.
 */
export function createSandboxOutages() {
  const down = new Set<SandboxCall>();
  return {
    set(call: SandboxCall, isDown: boolean): void {
      if (isDown) down.add(call);
      else down.delete(call);
    },
    check(call: SandboxCall): void {
      if (down.has(call)) throw new PixHttpError(503, JSON.stringify({ title: 'Serviço indisponível', status: 503 }));
    },
  };
}
export type SandboxOutages = ReturnType<typeof createSandboxOutages>;
