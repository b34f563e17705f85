import { reconcileDeposits } from './deposit-credit.js';
import type { PaymentsDeps } from './payments.deps.js';
import { redriveApproved } from './withdrawal-decisions.js';

/**
 * In-process jobs: re-read pending deposits (a lost webhook still credits,
 * expired charges are closed) and re-drive approved withdrawals whose payout
 * result was lost. A run never overlaps the previous one; 0 disables the timer
 * (tests call the functions themselves).
 */
export function startPaymentJobs(deps: PaymentsDeps, intervalMs: number) {
  const reconcile = () => reconcileDeposits(deps);
  const redrive = () => redriveApproved(deps);
  let running: Promise<unknown> | undefined;
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          if (running) return;
          running = Promise.all([reconcile(), redrive()])
            .catch((error: unknown) => deps.log.error({ err: error }, 'payment jobs failed'))
            .finally(() => (running = undefined));
        }, intervalMs)
      : undefined;
  timer?.unref();
  return {
    reconcile,
    redrive,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
